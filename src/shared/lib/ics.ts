import { kstDate } from './dates';
import { saveFile } from './save-file';

/**
 * An iCalendar file (RFC 5545) by hand: the `ics` package folds lines by characters, not octets
 * (a Korean line reaches 225), and ical-generator writes a Date's UTC clock under a TZID and no
 * VTIMEZONE without a time-zone library (docs/decisions/042).
 * Events are timed in Asia/Seoul (a VTIMEZONE is included, Korea has no daylight saving), each
 * with an alarm the day before.
 */
export interface CalendarEvent {
  /** Stable per event, so importing the file twice updates instead of duplicating. */
  uid: string;
  /** "YYYY-MM-DD" (a calendar date) or an ISO instant, read in Korea time. */
  date: string;
  title: string;
  description?: string;
}

/** The hour of the day the event is set to, Korea time. */
const EVENT_HOUR = 9;
const PRODUCT = '-//Music Copyright Lending//Repayments//KO';

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never mid-character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date is read as midnight UTC, 09:00 in Korea: the same day either way. */
function calendarDate(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`not a date: ${value}`);
  const { year, month, day } = kstDate(instant);
  return `${year}${pad(month)}${pad(day)}`;
}

const utcStamp = (now: Date) =>
  `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T` +
  `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`;

export function buildIcs(calendarName: string, events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Seoul',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:KST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const event of events) {
    const day = calendarDate(event.date);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=Asia/Seoul:${day}T${pad(EVENT_HOUR)}0000`,
      `DTEND;TZID=Asia/Seoul:${day}T${pad(EVENT_HOUR)}3000`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`내일: ${event.title}`)}`,
      'TRIGGER:-P1D',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Hands the file to the browser as a download (the phone offers to open it in its calendar). */
export const downloadIcs = (fileName: string, text: string): void =>
  saveFile(fileName, text, 'text/calendar;charset=utf-8');
