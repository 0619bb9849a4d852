#!/usr/bin/python3
"""Invoices as a Python billing system writes them with ReportLab.

Two ways of writing, like real systems: the canvas (drawString / drawRightString at computed positions, embedded
TrueType subsets of Debian's DejaVu and Liberation fonts, or the standard Helvetica) and platypus Tables. The
canvas invoices also draw text the way other producers do: one run per word with no space characters, one run per
glyph, TJ arrays where spaces are positioning and pairs are kerned, letter-spaced titles, rotated margin text, and
content streams in an order that is not the reading order. Wording, layout and figures are this file's own; the
expected JSON is written from the figures put on the page. See README.md for how to run it.
"""
import json
import os
import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "fixtures", "independent")

FONTS = {
    "DejaVu": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVu-Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "DejaVuCond": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
    "DejaVuSerif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "DejaVuSerif-Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "Liberation": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "Liberation-Bold": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "LiberationSerif": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "LiberationSerif-Bold": "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
}
for _name, _path in FONTS.items():
    pdfmetrics.registerFont(TTFont(_name, _path))


# --- numbers -------------------------------------------------------------------------------------------------


def num(value, style):
    """1,234.56 (en) · 1.234,56 (de) · 1 234,56 (fr, pt-PT) · 12,34,567.89 (in)."""
    v = abs(value)
    whole, frac = f"{v:.2f}".split(".")
    if style == "in":
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups + [tail]) if groups else tail
        return f"{whole}.{frac}"
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    sep, dec = {"en": (",", "."), "de": (".", ","), "fr": (" ", ","), "pt-PT": (" ", ",")}[style]
    if style == "pt-PT" and len(groups) == 2 and len(groups[0]) == 1:
        return f"{''.join(groups)},{frac}"
    return f"{sep.join(groups)}{dec}{frac}"


def money(style, before="", after="", neg="minus"):
    def fmt(v):
        body = f"{before}{num(v, style)}{after}"
        if v >= 0:
            return body
        return {
            "minus": f"-{body}",
            "unicode": f"\u2212{body}",
            "paren": f"({body})",
            "trail": f"{body}-",
            "cr": f"{body} CR",
        }[neg]

    return fmt


# --- expected JSON ---------------------------------------------------------------------------------------------


def cents(v):
    return round((v or 0) * 100)


def write_expected(name, expected, seller, language, note=None):
    if "rejected" not in expected:
        net = cents(expected["total_charges"]) - cents(expected["credits"]) - cents(expected["discount"]) - cents(
            expected["savings_plan"]
        )
        if net != cents(expected["net_charges"]):
            raise SystemExit(f"{name}: charges - deductions != net ({net / 100})")
        if cents(expected["net_charges"]) + cents(expected["vat"]) != cents(expected["service_charges"]):
            raise SystemExit(f"{name}: net + tax != amount due")
    meta = {"seller": seller, "language": language, "producer": "reportlab"}
    if note:
        meta["note"] = note
    with open(os.path.join(OUT, f"{name}.expected.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps({**expected, "_independent": meta}, indent=2, ensure_ascii=False) + "\n")


def invoice(provider, number, date, account, currency, total, net, due, credits=None, discount=None,
            savings=None, vat=None, kind="invoice"):
    return {
        "provider": provider,
        "document_type": kind,
        "account_number": account,
        "invoice_number": number,
        "invoice_date": date,
        "currency": currency,
        "total_charges": total,
        "credits": credits,
        "discount": discount,
        "savings_plan": savings,
        "net_charges": net,
        "vat": vat,
        "service_charges": due,
    }


# --- ways of drawing text ----------------------------------------------------------------------------------------


def new_canvas(name, size=A4):
    c = canvas.Canvas(os.path.join(OUT, f"{name}.pdf"), pagesize=size, invariant=1, pageCompression=1)
    c.setTitle(name)
    return c


def per_word(c, x, y, text, font, size):
    """One text run per word, no space characters: the gap is only a position."""
    space = pdfmetrics.stringWidth(" ", font, size)
    c.setFont(font, size)
    for word in text.split(" "):
        if word:
            c.drawString(x, y, word)
        x += pdfmetrics.stringWidth(word, font, size) + space


def per_glyph(c, x, y, text, font, size, tracking=0.0):
    """One text run per glyph; spaces are skipped, only advanced over."""
    c.setFont(font, size)
    for ch in text:
        if ch != " ":
            c.drawString(x, y, ch)
        x += pdfmetrics.stringWidth(ch, font, size) + tracking
    return x


def right_per_word(c, x1, y, text, font, size):
    per_word(c, x1 - pdfmetrics.stringWidth(text, font, size), y, text, font, size)


KERN = {"To": 80, "Ta": 80, "Te": 70, "Wa": 60, "AV": 70, "Yo": 90, "VA": 70, "Ty": 50, "r.": 40, "P.": 60}


def tj(c, x, y, text, size, font="Helvetica"):
    """A TJ array as typesetting systems write it: kerned pairs, and spaces as -250 positioning, not characters."""
    c.setFont(font, size)
    internal = c._doc.getInternalFontName(font)
    parts = []
    for w, word in enumerate(text.split(" ")):
        if w > 0:
            parts.append("-278")
        chunk = ""
        for i, ch in enumerate(word):
            chunk += ch.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            pair = word[i : i + 2]
            if pair in KERN and i + 1 < len(word):
                parts.append(f"({chunk})")
                parts.append(str(KERN[pair]))
                chunk = ""
        if chunk:
            parts.append(f"({chunk})")
    c._code.append(f"BT {internal} {size} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm [{' '.join(parts)}] TJ ET")


def rotated(c, x, y, text, font, size, angle=90):
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    c.setFont(font, size)
    c.drawString(0, 0, text)
    c.restoreState()


# --- canvas invoices --------------------------------------------------------------------------------------------


def r01_aws_emea_it():
    name = "r01-aws-emea-it"
    c = new_canvas(name)
    W, H = A4
    m = money("de", before="€ ", neg="minus")
    # The summary is drawn first, the header after it: stream order is not reading order.
    y = H - 300
    c.setFont("DejaVu-Bold", 10)
    c.drawString(50, y + 24, "Riepilogo")
    for label, value in [
        ("Totale servizi AWS", m(845.20)),
        ("Sconto", m(-45.20)),
        ("Totale imponibile", m(800.00)),
        ("IVA 22%", m(176.00)),
        ("Totale fattura", m(976.00)),
    ]:
        per_word(c, 50, y, label, "DejaVu", 9)
        c.setFont("DejaVu", 9)
        c.drawRightString(W - 50, y, value)
        c.setStrokeColor(colors.HexColor("#dddddd"))
        c.line(50, y - 4, W - 50, y - 4)
        y -= 17
    c.setFont("DejaVu-Bold", 22)
    c.drawString(50, H - 70, "Fattura")
    c.setFont("DejaVu", 8.5)
    for i, line in enumerate(["Amazon Web Services EMEA SARL", "38 Avenue John F. Kennedy", "L-1855 Lussemburgo"]):
        c.drawString(50, H - 95 - i * 11, line)
    for i, (label, value) in enumerate(
        [("Numero fattura:", "EUINIT26-771002"), ("Data fattura:", "02/03/2026"), ("Numero account:", "300400500600")]
    ):
        per_word(c, 330, H - 95 - i * 12, label, "DejaVu", 8.5)
        c.drawString(430, H - 95 - i * 12, value)
    c.setFont("DejaVu", 8)
    c.drawString(50, H - 170, "Cliente: Trattoria Digitale S.r.l., Via Roma 1, 20121 Milano")
    rotated(c, 22, 120, "Amazon Web Services EMEA SARL, Succursale Italiana — P. IVA IT12345678901", "DejaVu", 6)
    c.save()
    write_expected(
        name,
        invoice("AWS", "EUINIT26-771002", "2026-03-02", "300400500600", "EUR", 845.20, 800.00, 976.00,
                discount=45.20, vat=176.00),
        "aws-emea", "it",
    )


def r04_ibm_uk():
    name = "r04-ibm-uk"
    c = new_canvas(name)
    W, H = A4
    m = money("en", before="£", neg="paren")
    # Bottom-up: the account statement box first, the header last.
    y = 220
    c.setFont("Helvetica-Bold", 9)
    c.drawString(60, y + 18, "Account summary")
    c.setFont("Helvetica", 8.5)
    for label, value in [
        ("Previous balance", m(2000)),
        ("Payment received - thank you", m(-1500)),
        ("This invoice", m(2184)),
        ("Balance due", m(2684)),
    ]:
        c.drawString(60, y, label)
        c.drawRightString(300, y, value)
        y -= 13
    y = 470
    for label, value in [("Total before VAT", m(1820)), ("VAT @ 20%", m(364)), ("Total payable", m(2184))]:
        c.setFont("Helvetica-Bold" if label == "Total payable" else "Helvetica", 9)
        c.drawString(330, y, label)
        c.drawRightString(W - 60, y, value)
        y -= 15
    y = 560
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(60, y + 16, "Description")
    c.drawRightString(W - 60, y + 16, "Amount (GBP)")
    c.setFont("Helvetica", 8.5)
    for label, value in [("IBM Cloud Kubernetes Service", 1420.00), ("IBM Cloud Object Storage", 400.00)]:
        c.drawString(60, y, label)
        c.drawRightString(W - 60, y, num(value, "en"))
        y -= 13
    c.setFont("Helvetica", 9)
    for i, (label, value) in enumerate(
        [("Invoice number:", "9D8877665"), ("Invoice date:", "5 March 2026"), ("Customer number:", "7766554")]
    ):
        c.drawString(340, H - 110 - i * 13, label)
        c.drawString(440, H - 110 - i * 13, value)
    c.setFont("Helvetica", 8.5)
    for i, line in enumerate(["IBM United Kingdom Limited", "PO Box 41, North Harbour", "Portsmouth PO6 3AU"]):
        c.drawString(60, H - 110 - i * 11, line)
    c.setFont("Helvetica-Bold", 20)
    c.drawString(60, H - 80, "Invoice")
    c.setFont("Helvetica", 6.5)
    c.drawString(60, 40, "IBM United Kingdom Limited, registered in England and Wales no. 741598. IBM Cloud: cloud.ibm.com")
    c.save()
    write_expected(
        name,
        invoice("IBM", "9D8877665", "2026-03-05", "7766554", "GBP", 1820, 1820, 2184, vat=364),
        "ibm-uk", "en",
    )


def r06_gcp_in():
    name = "r06-gcp-in"
    c = new_canvas(name)
    W, H = A4
    tj(c, 50, H - 70, "Tax Invoice", 18, "Helvetica-Bold")
    for i, line in enumerate(["Google Cloud India Private Limited", "Unit 207, 2nd Floor, Signature Tower II",
                              "Gurugram, Haryana 122001", "GSTIN 06AAGCG1234F1Z5"]):
        tj(c, 50, H - 95 - i * 11, line, 8.5)
    for i, line in enumerate(["Invoice number: 4100887766", "Invoice date: 31-Jan-2026",
                              "Billing account ID: 01DEAD-BEEF01-234567"]):
        tj(c, 320, H - 95 - i * 12, line, 9)
    tj(c, 50, H - 190, "Services: Google Cloud Platform, January 2026", 9)
    y = H - 240
    m = money("in", before="\u20b9 ")
    for label, value in [
        ("Total amount before tax", m(345600)),
        ("CGST (9%)", m(31104)),
        ("SGST (9%)", m(31104)),
        ("Total amount after tax", m(407808)),
    ]:
        tj(c, 50, y, label, 9)
        c.setFont("DejaVu", 9)
        c.drawRightString(W - 50, y, value)
        y -= 16
    tj(c, 50, y - 20, "Total amount in words: Four Lakh Seven Thousand Eight Hundred Eight Rupees Only", 8)
    c.save()
    write_expected(
        name,
        invoice("GCP", "4100887766", "2026-01-31", "01DEAD-BEEF01-234567", "INR", 345600, 345600, 407808,
                vat=62208),
        "gcp-in", "en",
    )


def r07_aws_au():
    name = "r07-aws-au"
    c = new_canvas(name)
    W, H = A4
    per_glyph(c, 50, H - 70, "TAX INVOICE", "Liberation-Bold", 16, tracking=3.0)
    for i, line in enumerate(["Amazon Web Services Australia Pty Ltd", "Level 37, 2-26 Park Street, Sydney NSW 2000",
                              "ABN: 63 605 345 891"]):
        per_glyph(c, 50, H - 95 - i * 11, line, "Liberation", 8.5)
    for i, line in enumerate(["Invoice Number: AUIN26-0099881", "Invoice Date: 01/03/2026",
                              "Account Number: 443322110099"]):
        per_glyph(c, 330, H - 95 - i * 12, line, "Liberation", 9)
    y = H - 220
    m = money("en", before="A$", neg="minus")
    for label, value in [
        ("Charges", m(2310)),
        ("Savings Plan covered usage", m(-310)),
        ("Total excluding GST", m(2000)),
        ("GST (10%)", m(200)),
        ("Total including GST", m(2200)),
    ]:
        per_glyph(c, 50, y, label, "Liberation", 9)
        w = pdfmetrics.stringWidth(value, "Liberation", 9)
        per_glyph(c, W - 50 - w, y, value, "Liberation", 9)
        y -= 16
    c.save()
    write_expected(
        name,
        invoice("AWS", "AUIN26-0099881", "2026-03-01", "443322110099", "AUD", 2310, 2000, 2200, savings=310,
                vat=200),
        "aws-au", "en",
    )


def r09_scaleway_en():
    name = "r09-scaleway-en"
    c = new_canvas(name)
    W, H = A4
    tj(c, 50, H - 70, "Invoice", 20, "Helvetica-Bold")
    for i, line in enumerate(["Scaleway SAS", "8 rue de la Ville l'Eveque", "75008 Paris, France"]):
        tj(c, 50, H - 95 - i * 11, line, 8.5)
    for i, line in enumerate(["Invoice no. 2026-02-001207", "Issued: 28/02/2026",
                              "Organization ID: 0f5c2d1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f"]):
        tj(c, 300, H - 95 - i * 12, line, 8.5)
    y = H - 200
    for label, value in [("Instances", "280.00"), ("Block Storage", "32.40")]:
        tj(c, 50, y, label, 9)
        c.setFont("Helvetica", 9)
        c.drawRightString(W - 50, y, value)
        y -= 14
    y -= 10
    for label, value in [("Total excl. taxes", "\u20ac 312.40"), ("VAT (20%)", "\u20ac 62.48"),
                         ("Total incl. taxes", "\u20ac 374.88")]:
        tj(c, 300, y, label, 9, "Helvetica-Bold" if "incl" in label else "Helvetica")
        c.setFont("Helvetica", 9)
        c.drawRightString(W - 50, y, value)
        y -= 15
    c.save()
    write_expected(
        name,
        invoice("Scaleway", "2026-02-001207", "2026-02-28", "0f5c2d1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f", "EUR",
                312.40, 312.40, 374.88, vat=62.48),
        "scaleway", "en",
    )


def r11_ovh_it():
    name = "r11-ovh-it"
    c = new_canvas(name)
    W, H = A4
    m = money("de", after=" \u20ac")
    per_word(c, 50, H - 70, "OVHcloud", "DejaVu-Bold", 18)
    for i, line in enumerate(["OVH S.r.l.", "Via Carlo Imbonati 18", "20159 Milano"]):
        per_word(c, 50, H - 92 - i * 11, line, "DejaVuCond", 8.5)
    for i, line in enumerate(["Fattura N. IT2026-00441", "Data: 05/03/2026", "Codice cliente: ab11223-ovh"]):
        per_word(c, 340, H - 92 - i * 12, line, "DejaVuCond", 9)
    per_word(c, 50, H - 180, "Hosting Web Pro — 12 mesi", "DejaVuCond", 9)
    c.setFont("DejaVuCond", 9)
    c.drawRightString(W - 50, H - 180, num(80, "de"))
    y = H - 220
    for label, value in [("Imponibile", m(80)), ("IVA 22%", m(17.60)), ("Totale", m(97.60))]:
        per_word(c, 340, y, label, "DejaVuCond", 9)
        c.drawRightString(W - 50, y, value)
        y -= 14
    c.save()
    write_expected(
        name,
        invoice("OVHcloud", "IT2026-00441", "2026-03-05", "ab11223-ovh", "EUR", 80, 80, 97.60, vat=17.60),
        "ovh", "it",
    )


def r12_vultr():
    name = "r12-vultr"
    c = new_canvas(name, letter)
    W, H = letter
    m = money("en", neg="trail")
    c.setFont("Helvetica-Bold", 16)
    c.drawString(50, H - 60, "Invoice #40031234")
    c.setFont("Helvetica", 9)
    c.drawString(50, H - 80, "Vultr Holdings, LLC · 319 Clematis St · West Palm Beach, FL 33401")
    c.drawString(50, H - 95, "Invoice Date: Feb 28, 2026")
    c.drawString(50, H - 108, "Account: 1190042")
    y = H - 150
    for label, value in [("Subtotal", "$" + m(95)), ("Promotional credit", m(-25)), ("Total", "$" + m(70))]:
        c.drawString(300, y, label)
        c.drawRightString(W - 50, y, value)
        y -= 14
    c.save()
    write_expected(
        name,
        invoice("Vultr", "40031234", "2026-02-28", "1190042", "USD", 95, 70, 70, credits=25),
        "vultr", "en",
    )


def r14_aws_emea_pt():
    name = "r14-aws-emea-pt"
    c = new_canvas(name)
    W, H = A4
    m = money("pt-PT", after=" \u20ac", neg="minus")
    rows = [
        ("Encargos de serviços AWS", m(1230)),
        ("Desconto", m(-30)),
        ("Total sem IVA", m(1200)),
        ("IVA (23%)", m(276)),
        ("Total a pagar", m(1476)),
    ]
    # Amounts first, then labels, then the header: a shuffled content stream.
    c.setFont("LiberationSerif", 10)
    for i, (_, value) in enumerate(rows):
        c.drawRightString(W - 60, H - 260 - i * 16, value)
    for i, (label, _) in enumerate(rows):
        c.setFont("LiberationSerif-Bold" if label.startswith("Total a") else "LiberationSerif", 10)
        c.drawString(60, H - 260 - i * 16, label)
    c.setFont("LiberationSerif", 9)
    for i, line in enumerate(["Número da fatura: EUINPT26-55012", "Data da fatura: 3 de março de 2026",
                              "Número da conta: 778899001122"]):
        c.drawString(320, H - 100 - i * 12, line)
    c.setFont("LiberationSerif-Bold", 22)
    c.drawString(60, H - 75, "Fatura")
    c.setFont("LiberationSerif", 9)
    for i, line in enumerate(["Amazon Web Services EMEA SARL, Sucursal em Portugal", "Avenida da Liberdade 110",
                              "1250-146 Lisboa"]):
        c.drawString(60, H - 100 - i * 11, line)
    c.save()
    write_expected(
        name,
        invoice("AWS", "EUINPT26-55012", "2026-03-03", "778899001122", "EUR", 1230, 1200, 1476, discount=30,
                vat=276),
        "aws-emea", "pt",
    )


def r_refuse_ovh_devis():
    name = "r-refuse-ovh-devis"
    c = new_canvas(name)
    W, H = A4
    per_word(c, 50, H - 70, "Devis", "DejaVu-Bold", 22)
    for i, line in enumerate(["OVH SAS", "2 rue Kellermann", "59100 Roubaix"]):
        per_word(c, 50, H - 95 - i * 11, line, "DejaVu", 8.5)
    for i, line in enumerate(["Devis n° DV-2026-1182", "Date : 02/03/2026", "Valable jusqu'au 01/04/2026",
                              "Identifiant client : ab12345-ovh"]):
        per_word(c, 330, H - 95 - i * 12, line, "DejaVu", 9)
    y = H - 220
    m = money("fr", after=" \u20ac")
    for label, value in [("Serveur dédié Advance-2 (12 mois)", m(1428)), ("Total HT", m(1428)),
                         ("TVA 20 %", m(285.60)), ("Total TTC", m(1713.60))]:
        per_word(c, 50, y, label, "DejaVu", 9)
        c.setFont("DejaVu", 9)
        c.drawRightString(W - 50, y, value)
        y -= 15
    per_word(c, 50, y - 30, "Bon pour accord — date et signature du client :", "DejaVu", 9)
    c.save()
    write_expected(name, {"rejected": "unsupported"}, "ovh", "fr", "quote")


# --- platypus invoices ------------------------------------------------------------------------------------------


def styles(font, size=9):
    return (
        ParagraphStyle("body", fontName=font, fontSize=size, leading=size * 1.3),
        ParagraphStyle("title", fontName=font + "-Bold", fontSize=20, leading=24, spaceAfter=8),
    )


def build(name, story, size=A4):
    doc = SimpleDocTemplate(
        os.path.join(OUT, f"{name}.pdf"), pagesize=size, leftMargin=18 * mm, rightMargin=18 * mm,
        topMargin=16 * mm, bottomMargin=16 * mm, title=name, invariant=1,
    )
    doc.build(story)


def summary_table(rows, font, widths=(110 * mm, 45 * mm), bold_last=True, size=9):
    t = Table(rows, colWidths=widths, hAlign="RIGHT")
    style = [
        ("FONT", (0, 0), (-1, -1), font, size),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("LINEBELOW", (0, 0), (-1, -2), 0.25, colors.HexColor("#cccccc")),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    if bold_last:
        style += [("FONT", (0, -1), (-1, -1), font + "-Bold", size + 1), ("LINEABOVE", (0, -1), (-1, -1), 1, colors.black)]
    t.setStyle(TableStyle(style))
    return t


def header_table(left, right, font):
    body, _ = styles(font)
    t = Table([[Paragraph(left, body), Paragraph(right, body)]], colWidths=(95 * mm, 80 * mm))
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return t


def r02_gcp_emea_nl():
    name = "r02-gcp-emea-nl"
    font = "Liberation"
    body, title = styles(font)
    m = money("de", before="€ ", neg="minus")
    meta = Table(
        [["Factuurnummer", "6100223344"], ["Factuurdatum", "31 jan. 2026"], ["Factureringsaccount-ID", "01ABCD-234567-89EF01"]],
        colWidths=(45 * mm, 50 * mm), hAlign="LEFT",
    )
    meta.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), font, 9), ("TEXTCOLOR", (0, 0), (0, -1), colors.HexColor("#5f6368"))]))
    items = Table(
        [["Omschrijving", "Bedrag (EUR)"], ["Compute Engine", num(820, "de")], ["Cloud Storage", num(180, "de")]],
        colWidths=(120 * mm, 40 * mm),
    )
    items.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), font, 9), ("FONT", (0, 0), (-1, 0), font + "-Bold", 9),
                               ("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.grey)]))
    story = [
        Paragraph("Factuur", title),
        Paragraph("Google Cloud EMEA Limited<br/>70 Sir John Rogerson's Quay, Dublin 2, Ierland<br/>Btw-nr. IE3668997OH", body),
        Spacer(0, 10), meta, Spacer(0, 14), items, Spacer(0, 12),
        summary_table([["Subtotaal", m(1000)], ["Korting voor toegezegd gebruik", m(-150)], ["Totaal excl. btw", m(850)],
                       ["Btw (21%)", m(178.50)], ["Totaal verschuldigd", m(1028.50)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("GCP", "6100223344", "2026-01-31", "01ABCD-234567-89EF01", "EUR", 1000, 850, 1028.50,
                savings=150, vat=178.50),
        "gcp-emea", "nl",
    )


def r03_azure_de():
    name = "r03-azure-de"
    font = "DejaVuSerif"
    body, title = styles(font)
    m = money("de", after=" €", neg="unicode")
    story = [
        header_table("<b>Microsoft Ireland Operations Ltd</b><br/>One Microsoft Place<br/>South County Business Park<br/>Leopardstown, Dublin 18, Irland",
                     "Rechnungsnummer G071122334<br/>Rechnungsdatum 04.03.2026<br/>Kundennummer 5566778899<br/>Zahlungsbedingungen: 30 Tage netto", font),
        Spacer(0, 16), Paragraph("Rechnung", title),
        Paragraph("Microsoft Azure — Nutzung im Abrechnungszeitraum 01.02.2026 bis 28.02.2026", body), Spacer(0, 10),
        summary_table([["Gebühren", m(3450)], ["Azure-Guthaben", m(-450)], ["Zwischensumme (vor Steuern)", m(3000)],
                       ["Steuer (19 %)", m(570)], ["Fälliger Gesamtbetrag", m(3570)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("Azure", "G071122334", "2026-03-04", "5566778899", "EUR", 3450, 3000, 3570, credits=450, vat=570),
        "microsoft-ie", "de",
    )


def r05_aws_emea_credit_memo():
    name = "r05-aws-emea-uk-credit-memo"
    font = "Helvetica"
    body = ParagraphStyle("b", fontName=font, fontSize=9, leading=12)
    title = ParagraphStyle("t", fontName="Helvetica-Bold", fontSize=18, leading=22, spaceAfter=8)
    m = money("en", neg="paren")
    story = [
        Paragraph("Credit Memo", title),
        header_table("Amazon Web Services EMEA SARL, UK Branch<br/>1 Principal Place, Worship Street<br/>London EC2A 2FA<br/>VAT Reg. No. GB 268 9133 57",
                     "Credit Memo Number: EUCNGB26-00412<br/>Credit Memo Date: 9 March 2026<br/>Original Invoice Number: EUINGB26-337120<br/>Account number: 112211221122", font),
        Spacer(0, 14), Paragraph("All amounts in GBP. This credit memo reverses a duplicated charge.", body), Spacer(0, 8),
        summary_table([["Charges", m(-250)], ["VAT - 20%", m(-50)], ["Total", m(-300)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("AWS", "EUCNGB26-00412", "2026-03-09", "112211221122", "GBP", 250, 250, 300, vat=50,
                kind="credit_note"),
        "aws-emea", "en",
    )


def r08_oracle_de():
    name = "r08-oracle-de"
    font = "LiberationSerif"
    body, title = styles(font)
    m = money("de", neg="paren")
    items = Table(
        [["Position", "Beschreibung", "Betrag EUR"], ["1", "Oracle Cloud Infrastructure — Compute", num(1480, "de")],
         ["2", "Oracle Cloud Infrastructure — Autonomous Database", num(500, "de")]],
        colWidths=(20 * mm, 110 * mm, 35 * mm),
    )
    items.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), font, 9), ("ALIGN", (2, 0), (2, -1), "RIGHT"),
                               ("GRID", (0, 0), (-1, -1), 0.25, colors.grey)]))
    story = [
        Paragraph("Oracle Deutschland B.V. &amp; Co. KG<br/>Riesstraße 25, 80992 München", body), Spacer(0, 12),
        Paragraph("Rechnung Nr. 2044113", title),
        Paragraph("Rechnungsdatum 31.03.2026<br/>Kundennummer 66001122<br/>Währung EUR", body), Spacer(0, 12), items,
        Spacer(0, 10),
        summary_table([["Summe Positionen", m(1980)], ["Rabatt", m(-198)], ["Nettobetrag", m(1782)],
                       ["MwSt. 19 %", m(338.58)], ["Rechnungsbetrag", m(2120.58)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("Oracle", "2044113", "2026-03-31", "66001122", "EUR", 1980, 1782, 2120.58, discount=198,
                vat=338.58),
        "oracle-de", "de",
    )


def r10_hetzner_de():
    name = "r10-hetzner-de"
    font = "DejaVu"
    body, title = styles(font)
    m = money("de", after=" €")
    pos = Table(
        [["Pos.", "Bezeichnung", "Menge", "Einzelpreis", "Gesamt"],
         ["1", "Dedicated Server EX44 (März 2026)", "1", num(44, "de"), num(44, "de")],
         ["2", "Storage Box BX21 (März 2026)", "4", num(19, "de"), num(76, "de")]],
        colWidths=(12 * mm, 90 * mm, 18 * mm, 25 * mm, 25 * mm),
    )
    pos.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), font, 8.5), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
                             ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black)]))
    story = [
        Paragraph("<u>Hetzner Online GmbH · Industriestr. 25 · 91710 Gunzenhausen</u>", ParagraphStyle("s", fontName=font, fontSize=6.5)),
        Spacer(0, 6),
        header_table("Beispiel Software UG<br/>Lindenweg 4<br/>04109 Leipzig",
                     "Rechnungsnr.: R0022334455<br/>Kundennr.: K1122334455<br/>Rechnungsdatum: 03.03.2026", font),
        Spacer(0, 16), Paragraph("Rechnung", title), pos, Spacer(0, 8),
        summary_table([["Gesamtbetrag (netto)", m(120)], ["zzgl. 19 % MwSt.", m(22.80)], ["Gesamtbetrag (brutto)", m(142.80)]],
                      font, widths=(60 * mm, 30 * mm)),
        Spacer(0, 20), Paragraph("Der Rechnungsbetrag wird per Lastschrift von Ihrem Konto eingezogen.", body),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("Hetzner", "R0022334455", "2026-03-03", "K1122334455", "EUR", 120, 120, 142.80, vat=22.80),
        "hetzner", "de",
    )


def r13_azure_fr():
    name = "r13-azure-fr"
    font = "Liberation"
    body, title = styles(font)
    m = money("fr", after=" €")
    story = [
        Paragraph("Facture", title),
        header_table("Microsoft Ireland Operations Ltd<br/>One Microsoft Place, South County Business Park<br/>Leopardstown, Dublin 18, Irlande",
                     "N° de facture : E0800ABC12<br/>Date de facturation : 05/03/2026<br/>Identifiant du compte : 7788-9900-1122", font),
        Spacer(0, 12), Paragraph("Abonnement Microsoft Azure — consommation du mois de février", body), Spacer(0, 8),
        summary_table([["Frais", m(780)], ["Total HT", m(780)], ["TVA 20 %", m(156)], ["Total TTC", m(936)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("Azure", "E0800ABC12", "2026-03-05", "7788-9900-1122", "EUR", 780, 780, 936, vat=156),
        "microsoft-ie", "fr",
    )


def r_refuse_gcp_cost_table():
    name = "r-refuse-gcp-cost-table"
    font = "Liberation"
    body, title = styles(font)
    t = Table(
        [["Service", "SKU", "Usage", "Cost (USD)"], ["Compute Engine", "N2 Instance Core", "2,920 h", "1,204.11"],
         ["Cloud Storage", "Standard Storage", "1.2 TiB", "27.65"], ["", "", "Subtotal", "1,231.76"],
         ["", "", "Tax", "0.00"], ["", "", "Total", "1,231.76"]],
        colWidths=(40 * mm, 50 * mm, 35 * mm, 30 * mm),
    )
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), font, 8.5), ("ALIGN", (3, 0), (3, -1), "RIGHT")]))
    story = [
        Paragraph("Cost table", title),
        Paragraph("Google Cloud · Billing account 01ABCD-234567-89EF01 · Invoice month 2026-02 · Exported 2026-03-02", body),
        Spacer(0, 10), t,
        Paragraph("The cost table shows the costs of an invoice month by service and SKU. It is not an invoice.", body),
    ]
    build(name, story)
    write_expected(name, {"rejected": "unsupported"}, "gcp-us", "en", "cost table export")


def r_refuse_azure_interior():
    name = "r-refuse-azure-interior"
    font = "DejaVu"
    body, title = styles(font)
    story = [
        header_table("<b>Azure Interior</b><br/>4557 De Silva St<br/>Fremont, CA 94538<br/>azure.interior@example.com",
                     "<b>Bill to</b><br/>Microsoft Corporation<br/>Facilities, Building 92<br/>Redmond, WA 98052", font),
        Spacer(0, 16), Paragraph("Invoice INV/2026/00042", title),
        Paragraph("Invoice Date: 03/02/2026 · Due Date: 04/01/2026 · Customer ID: 10442", body), Spacer(0, 10),
        summary_table([["Conference table, oak, 3.2 m", "$4,200.00"], ["Office chair (12)", "$3,480.00"],
                       ["Untaxed Amount", "$7,680.00"], ["Tax 9.5%", "$729.60"], ["Total", "$8,409.60"]], font),
    ]
    build(name, story, letter)
    write_expected(name, {"rejected": "unsupported"}, "azure-interior", "en", "furniture company")


# --- second set, written after the first round of fixes to check they generalise ---------------------------------


def r15_hetzner_en_leaders():
    name = "r15-hetzner-en-leaders"
    c = new_canvas(name)
    W, H = A4
    c.setFont("Helvetica-Bold", 18)
    c.drawString(60, H - 70, "HETZNER")
    c.setFont("Helvetica", 6.5)
    c.drawString(60, H - 90, "Hetzner Online GmbH - Industriestr. 25 - 91710 Gunzenhausen - Germany")
    c.setFont("Courier", 9)
    for i, line in enumerate(["Invoice no.:    R0033445566", "Customer no.:   K0123456789", "Invoice date:   02.03.2026"]):
        c.drawString(330, H - 120 - i * 12, line)
    c.drawString(60, H - 200, "Cloud Server CX32 (02/2026) ........................ 60.00 EUR")
    # Dot leaders run straight into the amounts: no space between them.
    for i, line in enumerate([
        "Net total.........................................60.00 EUR",
        "VAT 19 %..........................................11.40 EUR",
        "Total.............................................71.40 EUR",
    ]):
        c.drawString(60, H - 240 - i * 13, line)
    c.save()
    write_expected(
        name,
        invoice("Hetzner", "R0033445566", "2026-03-02", "K0123456789", "EUR", 60, 60, 71.40, vat=11.40),
        "hetzner", "en",
    )


def r16_aws_in_igst():
    name = "r16-aws-in-igst"
    c = new_canvas(name)
    W, H = A4
    m = money("in", before="Rs. ")
    per_word(c, 50, H - 70, "TAX INVOICE", "DejaVu-Bold", 15)
    for i, line in enumerate(["Amazon Web Services India Private Limited", "Block E, Sangam, Bengaluru, Karnataka 560001",
                              "GSTIN: 29AAKCA9999A1ZX"]):
        per_word(c, 50, H - 92 - i * 11, line, "DejaVu", 8)
    for i, (label, value) in enumerate([("Invoice No.", "AWSIN-KA-26-0091823"), ("Invoice Date", "02/03/2026"),
                                        ("Account No.", "101202303404"), ("Place of Supply", "Tamil Nadu (33)")]):
        per_word(c, 330, H - 92 - i * 12, label, "DejaVu", 8.5)
        per_word(c, 430, H - 92 - i * 12, value, "DejaVu", 8.5)
    y = H - 200
    for label, value in [("Taxable Value", m(100000)), ("IGST @ 18%", m(18000)), ("Total Invoice Value", m(118000))]:
        per_word(c, 50, y, label, "DejaVu", 9)
        c.setFont("DejaVu", 9)
        c.drawRightString(W - 50, y, value)
        y -= 15
    per_word(c, 50, y - 10, "Amount chargeable (in words): Rupees One Lakh Eighteen Thousand Only", "DejaVu", 8)
    c.save()
    write_expected(
        name,
        invoice("AWS", "AWSIN-KA-26-0091823", "2026-03-02", "101202303404", "INR", 100000, 100000, 118000,
                vat=18000),
        "aws-in", "en",
    )


def r17_azure_nl():
    name = "r17-azure-nl"
    font = "Liberation"
    body, title = styles(font)
    m = money("de", before="€ ", neg="minus")
    story = [
        Paragraph("Factuur", title),
        header_table("Microsoft Ireland Operations Ltd<br/>One Microsoft Place, South County Business Park<br/>Leopardstown, Dublin 18, Ierland",
                     "Factuurnummer: G081234567<br/>Factuurdatum: 02-03-2026<br/>Facturatieprofiel: Contoso BV<br/>Klantnummer: 6677001122", font),
        Spacer(0, 12), Paragraph("Microsoft Azure — verbruik februari 2026", body), Spacer(0, 8),
        summary_table([["Kosten", m(1500)], ["Azure-tegoed", m(-200)], ["Subtotaal (excl. btw)", m(1300)],
                       ["Btw 21%", m(273)], ["Totaal te betalen", m(1573)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("Azure", "G081234567", "2026-03-02", "6677001122", "EUR", 1500, 1300, 1573, credits=200, vat=273),
        "microsoft-ie", "nl",
    )


def r18_ovh_de():
    name = "r18-ovh-de"
    font = "DejaVuSerif"
    body, title = styles(font)
    m = money("de", after=" €")
    story = [
        header_table("<b>OVHcloud</b><br/>OVH GmbH<br/>Christophstraße 19<br/>50670 Köln",
                     "Rechnungsnummer: DE2026-00099<br/>Datum: 04.03.2026<br/>Kundenkennung: xx11111-ovh", font),
        Spacer(0, 14), Paragraph("Rechnung", title),
        summary_table([["Bare-Metal-Server Advance-1 (März 2026)", m(89.99)], ["Gesamtbetrag netto", m(89.99)],
                       ["MwSt. 19 %", m(17.10)], ["Gesamtbetrag brutto", m(107.09)]], font),
    ]
    build(name, story)
    write_expected(
        name,
        invoice("OVHcloud", "DE2026-00099", "2026-03-04", "xx11111-ovh", "EUR", 89.99, 89.99, 107.09, vat=17.10),
        "ovh", "de",
    )


def r19_gcp_br():
    name = "r19-gcp-br"
    c = new_canvas(name)
    W, H = A4
    m = money("de", before="R$ ", neg="minus")
    rows = [
        ("Subtotal", m(10000)),
        ("Desconto por compromisso de uso", m(-1500)),
        ("Valor líquido", m(8500)),
        ("ISS (5%)", m(425)),
        ("Valor total", m(8925)),
    ]
    # Labels, then amounts, then the header, then the seller: a stream in no reading order.
    for i, (label, _) in enumerate(rows):
        c.setFont("DejaVu", 9)
        c.drawString(60, H - 260 - i * 16, label)
    for i, (_, value) in enumerate(rows):
        c.drawRightString(W - 60, H - 260 - i * 16, value)
    for i, line in enumerate(["Número da fatura: 5566778899", "Data da fatura: 28/02/2026",
                              "ID da conta de faturamento: 01ABCD-EF0123-456789"]):
        c.drawString(320, H - 110 - i * 12, line)
    c.setFont("DejaVu-Bold", 20)
    c.drawString(60, H - 80, "Fatura")
    c.setFont("DejaVu", 8.5)
    for i, line in enumerate(["Google Cloud Brasil Computação e", "Serviços de Dados Ltda.",
                              "Av. Brigadeiro Faria Lima, 3477", "São Paulo - SP"]):
        c.drawString(60, H - 110 - i * 11, line)
    c.save()
    write_expected(
        name,
        invoice("GCP", "5566778899", "2026-02-28", "01ABCD-EF0123-456789", "BRL", 10000, 8500, 8925, savings=1500,
                vat=425),
        "gcp-br", "pt",
    )


def r20_digitalocean_tj():
    name = "r20-digitalocean-tj"
    c = new_canvas(name, letter)
    W, H = letter
    tj(c, 50, H - 60, "DigitalOcean", 18, "Helvetica-Bold")
    tj(c, 50, H - 80, "DigitalOcean, LLC 101 6th Ave New York, NY 10013", 8)
    for i, line in enumerate(["Invoice Number: 9012277", "Date Issued: February 28, 2026", "Customer ID: 5512200"]):
        tj(c, 380, H - 60 - i * 12, line, 9)
    y = H - 140
    for label, value in [("Droplets", "$70.00"), ("Volumes", "$10.00"), ("Subtotal", "$80.00"),
                         ("Account credit", "$-10.00"), ("Total", "$70.00")]:
        tj(c, 50, y, label, 9, "Helvetica-Bold" if label == "Total" else "Helvetica")
        c.setFont("Helvetica", 9)
        c.drawRightString(W - 50, y, value)
        y -= 14
    c.save()
    write_expected(
        name,
        invoice("DigitalOcean", "9012277", "2026-02-28", "5512200", "USD", 80, 70, 70, credits=10),
        "digitalocean", "en",
    )


ALL = [
    r01_aws_emea_it, r02_gcp_emea_nl, r03_azure_de, r04_ibm_uk, r05_aws_emea_credit_memo, r06_gcp_in, r07_aws_au,
    r08_oracle_de, r09_scaleway_en, r10_hetzner_de, r11_ovh_it, r12_vultr, r13_azure_fr, r14_aws_emea_pt,
    r15_hetzner_en_leaders, r16_aws_in_igst, r17_azure_nl, r18_ovh_de, r19_gcp_br, r20_digitalocean_tj,
    r_refuse_ovh_devis, r_refuse_gcp_cost_table, r_refuse_azure_interior,
]

if __name__ == "__main__":
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    os.makedirs(OUT, exist_ok=True)
    for make in ALL:
        if only in make.__name__.replace("_", "-"):
            make()
            print(make.__name__)
