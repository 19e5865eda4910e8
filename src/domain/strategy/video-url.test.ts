import { describe, expect, it } from 'vitest';
import { isValidVideoUrl, toEmbedUrl } from './video-url';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://youtube.com/watch?v=u4ZoJKF_VuA&list=PL123&index=2', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['http://m.youtube.com/watch?feature=share&v=u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://www.youtube.com/watch?v=u4ZoJKF_VuA&t=90', 'https://www.youtube.com/embed/u4ZoJKF_VuA?start=90'],
    ['https://youtu.be/u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://youtu.be/u4ZoJKF_VuA?si=abc&t=1m30s', 'https://www.youtube.com/embed/u4ZoJKF_VuA?start=90'],
    ['https://www.youtube.com/shorts/u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['  https://www.youtube.com/live/u4ZoJKF_VuA  ', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://www.youtube.com/embed/u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871/8a3b2c1d0e', 'https://player.vimeo.com/video/76979871?h=8a3b2c1d0e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://videos.example.com/ceo-message.mp4', 'https://videos.example.com/ceo-message.mp4'],
    ['https://vimeo.com/about', 'https://vimeo.com/about'],
  ])('%s → %s', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });

  it.each([
    'not a url',
    'www.youtube.com/watch?v=u4ZoJKF_VuA',
    'javascript:alert(1)',
    'ftp://files.example.com/video.mp4',
    'https://example',
    'https://exa mple.com/video',
    'https://www.youtube.com/watch?v=<script>',
    'https://youtu.be/',
    '',
  ])('refuses %j', (input) => {
    expect(toEmbedUrl(input)).toBeNull();
  });

  it('treats an empty address as no video, not as an error', () => {
    expect(isValidVideoUrl('')).toBe(true);
    expect(isValidVideoUrl('   ')).toBe(true);
    expect(isValidVideoUrl(null)).toBe(true);
    expect(isValidVideoUrl('youtube')).toBe(false);
    expect(isValidVideoUrl('https://vimeo.com/76979871')).toBe(true);
  });
});
