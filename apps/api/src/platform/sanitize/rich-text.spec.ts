import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>Заглавие</h2><p><strong>Важно</strong>, <b>удебелено</b>, <em>наклонено</em>, <i>i</i>, <u>подчертано</u>, <s>зачертано</s><br></p>' +
      '<ul><li>едно</li></ul><ol><li>две</li></ol><h3>Подзаглавие</h3><blockquote><p>цитат</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps links with http, https, ftp and mailto', () => {
    for (const href of [
      'http://a.bg/x',
      'https://a.bg/?q=1&amp;r=2',
      'ftp://files.a.bg/f.pdf',
      'mailto:dg@a.bg',
      'HTTPS://A.BG',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">връзка</a>`)).toBe(`<a href="${href}">връзка</a>`);
    }
  });

  it('removes script tags with their content', () => {
    expect(sanitizeRichText('<p>Здравейте</p><script>alert(1)</script>')).toBe('<p>Здравейте</p>');
    expect(sanitizeRichText('<SCRIPT src="//evil.bg/x.js"></SCRIPT><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p>a<style>p{display:none}</style></p>')).toBe('<p>a</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">текст</p>')).toBe('<p>текст</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<a href="https://a.bg" onfocus="x()" autofocus>a</a>')).toBe('<a href="https://a.bg">a</a>');
  });

  it('removes javascript:, vbscript: and data: links, also when disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/png;base64,AAAA',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">връзка</a>`)).toBe('<a>връзка</a>');
    }
  });

  it('removes relative and protocol-relative links', () => {
    expect(sanitizeRichText('<a href="/admin">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="//evil.bg">a</a>')).toBe('<a>a</a>');
  });

  it('removes style, class, id and any other attribute, and href on other tags', () => {
    expect(sanitizeRichText('<p style="color:red" class="x" id="y" title="t">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="https://a.bg" target="_blank" rel="opener" style="x">a</a>')).toBe(
      '<a href="https://a.bg">a</a>',
    );
    expect(sanitizeRichText('<p href="https://a.bg">a</p>')).toBe('<p>a</p>');
  });

  it('drops disallowed tags but keeps their text, also when nested', () => {
    expect(sanitizeRichText('<div><span>едно <font color="red">две</font></span></div>')).toBe('едно две');
    expect(sanitizeRichText('<table><tr><td><p><strong>a</strong></p></td></tr></table>')).toBe('<p><strong>a</strong></p>');
    expect(sanitizeRichText('<h1>Голямо</h1><h4>малко</h4>')).toBe('Голямомалко');
  });

  it('drops embedded content whole: iframes, objects, SVG and forms’ text areas', () => {
    expect(sanitizeRichText('<iframe src="https://evil.bg">x</iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script><text>t</text></svg><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<object data="x.swf"></object><embed src="x"><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<textarea>secret</textarea>')).toBe('');
  });

  it('keeps entities escaped and never turns escaped markup into tags', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sanitizeRichText('<p>Tom &amp; Jerry &quot;цитат&quot; &nbsp;</p>')).toMatch(
      /^<p>Tom &amp; Jerry "цитат" (&nbsp;|\u00a0)<\/p>$/,
    );
    expect(sanitizeRichText('<p>5 < 6 > 4</p>')).toBe('<p>5 &lt; 6 &gt; 4</p>');
  });

  it('survives broken and nested-trick markup', () => {
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('<p>незатворен <strong>текст')).toBe('<p>незатворен <strong>текст</strong></p>');
    expect(sanitizeRichText('<!-- коментар --><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('')).toBe('');
  });
});
