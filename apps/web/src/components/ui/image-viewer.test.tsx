import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageViewer, type ViewerImage } from './image-viewer';

const images: ViewerImage[] = ['A harbour', 'A lighthouse', 'A boat'].map((alt, i) => ({
  url: `/media/${i}.jpg`,
  alt,
  width: 800,
  height: 600,
}));

function Viewer({ initial = 0 }: { initial?: number }) {
  const [index, setIndex] = useState<number | null>(initial);
  return <ImageViewer images={images} index={index} onIndexChange={setIndex} />;
}

function swipe(element: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(element, { clientX: from[0], clientY: from[1], pointerType: 'touch' });
  fireEvent.pointerUp(element, { clientX: to[0], clientY: to[1], pointerType: 'touch' });
}

describe('ImageViewer', () => {
  it('moves to the next image on a swipe left and back on a swipe right, wrapping around', () => {
    render(<Viewer />);
    swipe(screen.getByRole('img', { name: 'A harbour' }), [300, 200], [200, 210]);
    expect(screen.getByRole('img', { name: 'A lighthouse' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();

    swipe(screen.getByRole('img', { name: 'A lighthouse' }), [100, 200], [220, 200]);
    swipe(screen.getByRole('img', { name: 'A harbour' }), [100, 200], [220, 200]);
    expect(screen.getByRole('img', { name: 'A boat' })).toBeInTheDocument();
  });

  it('ignores short and mostly vertical moves', () => {
    render(<Viewer />);
    const image = screen.getByRole('img', { name: 'A harbour' });
    swipe(image, [300, 200], [260, 200]);
    swipe(image, [300, 100], [240, 300]);
    fireEvent.pointerDown(image, { clientX: 300, clientY: 200 });
    fireEvent.pointerCancel(image);
    fireEvent.pointerUp(image, { clientX: 100, clientY: 200 });
    expect(screen.getByRole('img', { name: 'A harbour' })).toBeInTheDocument();
  });

  it('still moves with the arrow keys', () => {
    render(<Viewer initial={2} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'A harbour' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'A boat' })).toBeInTheDocument();
  });
});
