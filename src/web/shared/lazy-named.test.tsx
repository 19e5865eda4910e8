import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

const Greeting = () => <p>Hello</p>;

describe('lazyNamed', () => {
  it('renders a component whose code has loaded ahead without showing the fallback', async () => {
    const Page = lazyNamed(() => Promise.resolve({ Greeting }), 'Greeting');
    await Page.load();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('Hello')).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback while the code loads, then the component', async () => {
    const Page = lazyNamed(() => Promise.resolve({ Greeting }), 'Greeting');

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).not.toBeNull();
    expect(await screen.findByText('Hello')).not.toBeNull();
  });
});
