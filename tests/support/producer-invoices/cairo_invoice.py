#!/usr/bin/python3
"""Draws one invoice (JSON on stdin, see cairo.ts) with pycairo's PDF surface (Debian's python3-cairo).

Text goes through cairo's toy font API (fontconfig: DejaVu Sans, WenQuanYi Zen Hei for CJK), so cairo subsets
the fonts into CID fonts with ToUnicode maps of its own. Traits: amounts drawn glyph by glyph with tracking, the
whole page drawn turned a quarter on portrait paper, Kangxi radicals in place of the ideographs they look like.
"""
import json
import sys

import cairo

inv = json.load(sys.stdin)
out = sys.argv[1]
traits = " ".join(inv["traits"])
cjk = inv["lang"] in ("ja", "zh", "ko")
font = "WenQuanYi Zen Hei" if cjk else "DejaVu Sans"
W, H = 595, 842
surface = cairo.PDFSurface(out, W, H)
surface.set_metadata(cairo.PDFMetadata.CREATOR, "billing (cairo)")
surface.set_metadata(cairo.PDFMetadata.CREATE_DATE, "2026-01-01T00:00:00Z")
ctx = cairo.Context(surface)
rotated = "rotated" in traits
if rotated:
    # A landscape layout drawn on portrait paper: x runs up the page.
    ctx.translate(0, H)
    ctx.rotate(-3.14159265358979 / 2)
    PW, PH = H, W
else:
    PW, PH = W, H
KANGXI = str.maketrans({"日": "\u2f47", "月": "\u2f49", "金": "\u2fa6", "用": "\u2f64"})
kangxi = "Kangxi" in traits


def t(s):
    return s.translate(KANGXI) if kangxi else s


def text(x, y, s, size=9, bold=False):
    ctx.select_font_face(font, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(size)
    ctx.move_to(x, y)
    ctx.show_text(t(s))


def amount(x, y, s, size=9, bold=False):
    ctx.select_font_face(font, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(size)
    s = t(s)
    if "letter-spaced" in traits:
        track = 2.2
        widths = [ctx.text_extents(ch).x_advance for ch in s]
        pos = x - sum(widths) - track * (len(s) - 1)
        for ch, w in zip(s, widths):
            ctx.move_to(pos, y)
            ctx.show_text(ch)
            pos += w + track
    else:
        ctx.move_to(x - ctx.text_extents(s).x_advance, y)
        ctx.show_text(s)


right = PW - 50
text(50, 60, inv["title"], 20, True)
y = 86
for line in inv["seller"]:
    text(50, y, line, 8.5)
    y += 12
hy = 60
for label, value in inv["header"]:
    text(PW / 2 + 20, hy, label + ":", 8.5)
    text(PW / 2 + 150, hy, value, 8.5)
    hy += 13
y = max(y, hy) + 16
for line in inv["billTo"]:
    text(50, y, line, 9)
    y += 12
y += 14
text(50, y, inv["description"], 9, True)
amount(right, y, inv["amount"], 9, True)
y += 15
for label, value in inv["services"]:
    text(50, y, label)
    amount(right, y, value)
    y += 13
y += 8
for i, (label, value) in enumerate(inv["summary"]):
    last = i == len(inv["summary"]) - 1
    text(PW / 2, y, label, 9.5, last)
    amount(right, y, value, 9.5, last)
    y += 15
text(50, min(y + 24, PH - 20), inv["note"], 7.5)
ctx.show_page()
surface.finish()
