import { useParams } from 'react-router';
import { ResourcesLibraryPage } from '@/features/resources/library/pages/resources-library-page';
import { usePermissions } from '@/lib/permissions';
import { NotAvailablePage } from './not-available-page';

/**
 * /resources/:monitor?/:article?/:language?: without parameters, the library of those who keep
 * one (monitors, their school's employees); a shop's article (issue 25), and the shop of those
 * who keep no library, are not built yet.
 */
export function ResourcesPage() {
  const { monitor } = useParams();
  const { ability } = usePermissions();
  return !monitor && ability.can('manage', 'resources') ? <ResourcesLibraryPage /> : <NotAvailablePage />;
}
