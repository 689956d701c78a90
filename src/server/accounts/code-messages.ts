// The words of the sign-in code and saved-search alert messages.
import { CODE_TTL_MINUTES } from '../../domain/account.ts';
import type { Email } from '../messages/channel.ts';

export function codeSms(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${CODE_TTL_MINUTES} minutes. If you didn't ask for it, ignore this message.`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function codeEmail(siteName: string, to: string, code: string): Email {
  const text = `Your ${siteName} sign-in code is ${code}.\n\nIt expires in ${CODE_TTL_MINUTES} minutes. If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code.\n`;
  const html = `<p>Your ${escapeHtml(siteName)} sign-in code is</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${CODE_TTL_MINUTES} minutes. If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code.</p>`;
  return { to, subject: `${code} is your ${siteName} sign-in code`, text, html };
}

export function newMatchesEmail(site: { name: string; origin: string }, to: string, search: { label: string; url: string }, cars: { name: string; slug: string; price: string }[]): Email {
  const searchUrl = `${site.origin}${search.url}`;
  const lines = cars.map((car) => `- ${car.name}, ${car.price}: ${site.origin}/cars/${car.slug}`);
  const text = `New matches for your saved search "${search.label}" at ${site.name}:\n\n${lines.join('\n')}\n\nSee them all: ${searchUrl}\n\nYou get this because you asked to be e-mailed new matches. Turn it off in My Garage: ${site.origin}/my-garage\n`;
  const items = cars.map((car) => `<li><a href="${escapeHtml(`${site.origin}/cars/${car.slug}`)}">${escapeHtml(car.name)}</a>, ${escapeHtml(car.price)}</li>`).join('');
  const html = `<p>New matches for your saved search <strong>${escapeHtml(search.label)}</strong> at ${escapeHtml(site.name)}:</p><ul>${items}</ul><p><a href="${escapeHtml(searchUrl)}">See them all</a></p><p>You get this because you asked to be e-mailed new matches. <a href="${escapeHtml(`${site.origin}/my-garage`)}">Turn it off in My Garage</a>.</p>`;
  return { to, subject: `${cars.length === 1 ? 'A new match' : `${cars.length} new matches`} for "${search.label}"`, text, html };
}
