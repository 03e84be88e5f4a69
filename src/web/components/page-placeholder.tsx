/** Shown by routes whose feature has not landed yet. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">This page is being built.</p>
    </main>
  );
}
