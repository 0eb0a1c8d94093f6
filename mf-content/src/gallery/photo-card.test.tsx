import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { imageDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { PhotoCard } from './photo-card.tsx';

describe('PhotoCard', () => {
  it('opens the image dialog with its image', async () => {
    const photo = {
      id: 1,
      image: '/media/photos/photo-1.svg',
      caption: 'Рецепція',
      category: { slug: 'interier', name: 'Інтерʼєр' },
    };
    const { store } = await renderWithProviders(<PhotoCard photo={photo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Відкрити фото: Рецепція' }));
    expect(store.get(imageDialogAtom)).toEqual({ image: '/media/photos/photo-1.svg', alt: 'Рецепція' });
  });
});
