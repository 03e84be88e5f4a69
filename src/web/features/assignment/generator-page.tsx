import { PagePlaceholder } from '../../components/page-placeholder';

export default function GeneratorPage() {
  return <PagePlaceholder title="Assignment Form Generator" />;
}
