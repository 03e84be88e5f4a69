import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FileUploader, MAX_FILES } from './file-uploader';

const FEATURES = [
  'Drag & drop or click to choose several files at once',
  'Per-file upload progress',
  `Up to ${MAX_FILES} files, 50 MB each: images, PDF and Word (.doc/.docx)`,
  'Automatic categorisation (carrier estimate, shop estimate, opposing appraiser, photos, other) with a confidence',
  'Image previews and a link to every uploaded file',
];

/** /upload-test: the File Upload & Preview System demo. */
export default function UploadTestPage() {
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">File Upload &amp; Preview System</h1>
        <p className="text-sm text-slate-600">Try the portal's uploader: files are stored, read and sorted into claim document categories.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Features</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2">
            {FEATURES.map((f) => (
              <li key={f} className="flex gap-2 text-sm text-slate-700">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Upload Files</CardTitle>
          <CardDescription>Each file uploads on its own; its category appears when it has been read.</CardDescription>
        </CardHeader>
        <CardContent>
          <FileUploader />
        </CardContent>
      </Card>
    </main>
  );
}
