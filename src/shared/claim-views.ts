/** A claim's file as the claim calls answer it. */
export interface ClaimFileView {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  category: string;
  confidence: number | null;
  url: string;
  createdAt: string;
}

/** One status change on the claim's timeline. */
export interface StatusEventView {
  status: string;
  note: string | null;
  by: string | null;
  at: string;
}
