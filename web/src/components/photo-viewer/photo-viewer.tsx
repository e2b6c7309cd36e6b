import { ActionIcon, Modal, Text } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconChevronLeft,
  IconChevronRight,
  IconPhoto,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { DEFAULT_ZOOM } from './constants';
import classes from './photo-viewer.module.css';
import { useViewerGestures } from './use-viewer-gestures';
import { viewerActionOf } from './viewer-keys';
import type { ViewerKeyAction } from './viewer-keys';
import {
  canPan,
  canZoomIn,
  canZoomOut,
  clampPan,
  counterText,
  NO_OFFSET,
  wrapIndex,
  zoomIn,
  zoomOut,
} from './viewer-math';
import type { Offset } from './viewer-math';

export interface ViewerPhoto {
  /** Stable identity (a photo reference or URL). */
  key: string;
  /** The image to show; null while it loads or when it failed (the placeholder shows instead). */
  src: string | null;
  alt: string;
  /** Said under the photo, e.g. who added it and when. */
  caption?: string;
}

export interface PhotoViewerProps {
  opened: boolean;
  photos: readonly ViewerPhoto[];
  /** The photo on screen (controlled: the owner may load a better version of it). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name and visible heading, e.g. the place's name. */
  title: string;
  /** Shown in the placeholder of a photo that has no image (yet). */
  placeholderText?: string;
}

interface ZoomView {
  /** The photo this zoom belongs to: showing another photo starts again at zoom 1. */
  photoKey: string;
  zoom: number;
  offset: Offset;
}

function useFullscreen(element: () => HTMLElement | null, opened: boolean) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Closing the viewer leaves fullscreen too.
  useEffect(() => {
    if (!opened && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, [opened]);

  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    // Refused (no user gesture, iframe policy): the viewer stays as it is.
    void element()
      ?.requestFullscreen()
      .catch(() => {});
  };
  return { isSupported, isFullscreen, toggle };
}

/**
 * Full-screen photo gallery (spec 001 §2 "Lightbox gallery", §4, §9): previous/next wrapping
 * around, zoom 0.5–5 by ×1.5, drag-to-pan while zoomed in, the Fullscreen API, thumbnails and a
 * "3 / 5" counter; the wheel and a pinch zoom, a swipe at fitted size goes to the previous or next
 * photo (use-viewer-gestures.ts); an optional caption says who added the photo and when. Keys: Escape closes, ←/→ navigate, + or = zoom in, - zooms out. Mantine's
 * Modal traps focus inside and returns it to the opener on close.
 */
export function PhotoViewer({
  opened,
  photos,
  index,
  onIndexChange,
  onClose,
  title,
  placeholderText = 'Photo unavailable',
}: PhotoViewerProps) {
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const currentKey = current?.key ?? '';

  const [zoomView, setZoomView] = useState<ZoomView>({
    photoKey: currentKey,
    zoom: DEFAULT_ZOOM,
    offset: NO_OFFSET,
  });
  const isCurrentView = zoomView.photoKey === currentKey && opened;
  const zoom = isCurrentView ? zoomView.zoom : DEFAULT_ZOOM;
  const offset = isCurrentView ? zoomView.offset : NO_OFFSET;

  const [failedSrcs, setFailedSrcs] = useState<ReadonlySet<string>>(() => new Set());
  const markFailed = (src: string) => setFailedSrcs((failed) => new Set(failed).add(src));

  const contentRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const fullscreen = useFullscreen(() => contentRef.current, opened);

  const imageSize = () => ({
    width: imageRef.current?.offsetWidth ?? 0,
    height: imageRef.current?.offsetHeight ?? 0,
  });

  const setZoom = (nextZoom: number) =>
    setZoomView({
      photoKey: currentKey,
      zoom: nextZoom,
      offset: clampPan(offset, nextZoom, imageSize()),
    });

  const go = (step: number) => {
    if (count > 1) onIndexChange(wrapIndex(index, step, count));
  };

  const run = (action: ViewerKeyAction) => {
    if (action === 'close') onClose();
    else if (action === 'previous') go(-1);
    else if (action === 'next') go(1);
    else if (action === 'zoomIn') setZoom(zoomIn(zoom));
    else setZoom(zoomOut(zoom));
  };
  // The listener is added once per opening and always runs the latest render's handlers.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = viewerActionOf(event);
    if (action === null) return;
    event.preventDefault();
    event.stopPropagation();
    run(action);
  });

  useEffect(() => {
    if (!opened) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [opened]);

  const showsImage = current?.src != null && !failedSrcs.has(current.src);
  const gestures = useViewerGestures({
    zoom,
    offset,
    enabled: showsImage,
    frame: imageSize,
    onView: (nextZoom, nextOffset) =>
      setZoomView({ photoKey: currentKey, zoom: nextZoom, offset: nextOffset }),
    onStep: go,
  });

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      closeOnEscape={false}
      returnFocus
      trapFocus
    >
      <Modal.Overlay />
      <Modal.Content ref={contentRef} className={classes.content} radius={0}>
        <Modal.Body className={classes.body}>
          <div className={classes.toolbar}>
            <Modal.Title className={classes.title}>{title}</Modal.Title>
            <Text className={classes.counter} aria-live="polite" data-testid="photo-counter">
              {count > 0 ? counterText(index, count) : ''}
            </Text>
            <ActionIcon
              className={classes.control}
              size="lg"
              radius="xl"
              aria-label="Zoom out"
              disabled={!showsImage || !canZoomOut(zoom)}
              onClick={() => run('zoomOut')}
            >
              <IconZoomOut size={20} />
            </ActionIcon>
            <span className={classes.zoomLevel} data-testid="photo-zoom">
              {Math.round(zoom * 100)}%
            </span>
            <ActionIcon
              className={classes.control}
              size="lg"
              radius="xl"
              aria-label="Zoom in"
              disabled={!showsImage || !canZoomIn(zoom)}
              onClick={() => run('zoomIn')}
            >
              <IconZoomIn size={20} />
            </ActionIcon>
            {fullscreen.isSupported && (
              <ActionIcon
                className={classes.control}
                size="lg"
                radius="xl"
                aria-label={fullscreen.isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
                onClick={fullscreen.toggle}
              >
                {fullscreen.isFullscreen ? (
                  <IconArrowsMinimize size={20} />
                ) : (
                  <IconArrowsMaximize size={20} />
                )}
              </ActionIcon>
            )}
            <ActionIcon
              className={classes.control}
              size="lg"
              radius="xl"
              aria-label="Close"
              data-autofocus
              onClick={onClose}
            >
              <IconX size={20} />
            </ActionIcon>
          </div>

          <div
            className={classes.stage}
            data-pannable={showsImage && canPan(zoom)}
            data-panning={gestures.isPanning}
            {...gestures.handlers}
          >
            {count > 1 && (
              <ActionIcon
                className={`${classes.control} ${classes.navButton} ${classes.navPrevious}`}
                size={44}
                radius="xl"
                aria-label="Previous photo"
                onClick={() => go(-1)}
              >
                <IconChevronLeft size={24} />
              </ActionIcon>
            )}
            {current && showsImage && current.src !== null ? (
              <img
                ref={imageRef}
                key={current.key}
                className={classes.image}
                src={current.src}
                alt={current.alt}
                draggable={false}
                data-zoom={zoom}
                style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
                onError={() => current.src !== null && markFailed(current.src)}
              />
            ) : (
              <div className={classes.placeholder} role="img" aria-label={current?.alt ?? title}>
                <IconPhoto size={40} aria-hidden />
                <Text size="sm">{placeholderText}</Text>
              </div>
            )}
            {count > 1 && (
              <ActionIcon
                className={`${classes.control} ${classes.navButton} ${classes.navNext}`}
                size={44}
                radius="xl"
                aria-label="Next photo"
                onClick={() => go(1)}
              >
                <IconChevronRight size={24} />
              </ActionIcon>
            )}
          </div>

          {current?.caption !== undefined && (
            <Text className={classes.caption} data-testid="photo-caption">
              {current.caption}
            </Text>
          )}
          {count > 1 && (
            <div className={classes.thumbnails}>
              {photos.map((photo, photoIndex) => (
                <button
                  key={photo.key}
                  type="button"
                  className={classes.thumbnail}
                  aria-label={`Show photo ${photoIndex + 1} of ${count}`}
                  aria-current={photoIndex === index}
                  onClick={() => onIndexChange(photoIndex)}
                >
                  {photo.src !== null && !failedSrcs.has(photo.src) && (
                    <img
                      className={classes.thumbnailImage}
                      src={photo.src}
                      alt=""
                      loading="lazy"
                      onError={() => photo.src !== null && markFailed(photo.src)}
                    />
                  )}
                </button>
              ))}
            </div>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
