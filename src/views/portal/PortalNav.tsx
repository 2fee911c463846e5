import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { linkTo } from '../../routes/links';

const SECTIONS = [
  { route: 'transporter-requests', label: 'portal.nav.requests' },
  { route: 'transporter-orders', label: 'portal.nav.orders' },
] as const;

/** The portal's two sections side by side, thumb-sized on a phone; the one on screen is marked current. */
export function PortalNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('portal.layout.navigation')}>
      <SimpleGrid cols={2} spacing="xs" mb="md">
        {SECTIONS.map(({ route, label }) => {
          const href = linkTo(route);
          const current = location === href;
          return (
            <Button
              key={route}
              component="a"
              href={`#${href}`}
              size="md"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              data-testid={`portal-nav-${route}`}
            >
              {t(label)}
            </Button>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
