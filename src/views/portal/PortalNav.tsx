import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { linkTo } from '../../routes/links';

const SECTIONS = [
  { route: 'transporter-requests', label: 'portal.nav.requests' },
  { route: 'transporter-orders', label: 'portal.nav.orders' },
  { route: 'transporter-invoices', label: 'portal.nav.invoices' },
] as const;

/** The portal's sections side by side, thumb-sized on a phone; the one on screen is marked current. */
export function PortalNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('portal.layout.navigation')}>
      <SimpleGrid cols={SECTIONS.length} spacing="xs" mb="md">
        {SECTIONS.map(({ route, label }) => {
          const href = linkTo(route);
          // A section's own screens (an order's invoice under My orders) keep it marked.
          const current = location === href || location.startsWith(`${href}/`);
          return (
            <Button
              key={route}
              component="a"
              href={`#${href}`}
              size="md"
              px={6}
              h="auto"
              mih={44}
              // Three sections share a phone's width: a long label takes two lines rather than being cut.
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
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
