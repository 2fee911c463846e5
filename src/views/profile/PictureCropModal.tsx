import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { PictureCrop } from '../../domain/schemas/profile';
import { Dialog } from '../components/Dialog';
import { FailureAlert } from '../components/FailureAlert';
import { wholePixels } from './pictureFile';

interface PictureCropModalProps {
  file: File | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onCrop: (file: File, crop: PictureCrop) => void;
}

/** The chosen picture in a round frame the person drags and zooms; the server cuts the square they chose. */
export function PictureCropModal({ file, saving, error, onCancel, onCrop }: PictureCropModalProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [address, setAddress] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setAddress(url);
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Dialog opened={file !== null} onClose={onCancel} title={t('profile.picture.crop.title')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.picture.crop.instructions')}
        </Text>
        <Box
          pos="relative"
          h={300}
          bg="dark.7"
          role="group"
          aria-label={t('profile.picture.crop.area')}
          data-testid="picture-cropper"
        >
          {address ? (
            <Cropper
              image={address}
              crop={position}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </Box>
        <Stack gap={4}>
          <Text size="sm">{t('profile.picture.crop.zoom')}</Text>
          <Slider
            min={1}
            max={4}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={t('profile.picture.crop.zoom')}
            data-testid="picture-zoom"
          />
        </Stack>
        {error ? <FailureAlert>{error}</FailureAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            loading={saving}
            disabled={!file || !area}
            onClick={() => file && area && onCrop(file, wholePixels(area))}
            data-testid="picture-use"
          >
            {t('profile.picture.crop.use')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
