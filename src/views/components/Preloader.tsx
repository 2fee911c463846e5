import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import loadingImage from '../../assets/loading.svg';
import { LOADING_IMAGE_SIZE_PX } from '../../domain/constants';
import classes from './Preloader.module.css';

export function PreloaderOverlay() {
  const { t } = useTranslation();
  return (
    <div className={classes.overlay} data-testid="preloader" role="status" aria-live="polite">
      <img
        className={classes.image}
        src={loadingImage}
        width={LOADING_IMAGE_SIZE_PX}
        height={LOADING_IMAGE_SIZE_PX}
        alt={t('common.state.loading')}
      />
    </div>
  );
}

/** The full-page overlay, shown while the global preloader flag is true (seed-spec §1, §4). */
export function Preloader() {
  const { preloader } = useAppState();
  const visible = useSelector(preloader, (snapshot) => snapshot.hasTag('visible'));
  return visible ? <PreloaderOverlay /> : null;
}
