import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingContent } from './landing.tsx';

const markup = () => renderToStaticMarkup(createElement(LandingContent, { onSignIn: () => undefined }));

describe('the landing page in the page’s HTML', () => {
  it('is the landing page’s own markup, as shipped in landing.generated.html (`vitest -u` rewrites it)', async () => {
    await expect(markup()).toMatchFileSnapshot('../../landing.generated.html');
  });

  it('carries the hero and the ways in, as links that work before any script', () => {
    expect(markup()).toContain('<h1>Track &amp; Recover Detention Costs</h1>');
    expect(markup()).toContain('<a href="/signup?trial=1" class="btn btn-primary">Start Free Trial</a>');
    expect(markup()).toContain('<a href="/login">Sign In</a>');
  });
});
