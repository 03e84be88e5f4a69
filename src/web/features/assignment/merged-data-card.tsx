import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { plural } from '../../../shared/format';
import type { ExtractedData } from './assignment-api';
import { ExtractedPanel } from './document-item';

/** The merge of every processed document, shown apart from each document's own fields. */
export function MergedDataCard({ merged, count }: { merged: ExtractedData; count: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Merged Assignment Data</CardTitle>
        <CardDescription>What the assignment form gets from {plural(count, 'processed document')}.</CardDescription>
      </CardHeader>
      <CardContent>
        <ExtractedPanel data={merged} label="Merged assignment data" />
      </CardContent>
    </Card>
  );
}
