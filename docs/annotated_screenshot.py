"""docs/img/annotated.png: a page of the demo thesis's annotated copy as LibreOffice renders it.

LibreOffice (headless, Debian's 7.4) converts thesis.refverify.docx to PDF with its comments
exported as PDF annotations; that LibreOffice 7.4 cannot put comments in the margin of a PDF,
so this script draws each exported comment (author and text, as LibreOffice exported them) in a
margin beside the page, joined to its place. Run after `refverify demo`:

    python docs/annotated_screenshot.py [refverify_demo/thesis/thesis.refverify.docx]
"""
from __future__ import annotations

import html
import subprocess
import sys
import tempfile
from pathlib import Path

import pymupdf

MARGIN = 270
FONT = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")   # Debian's fonts-wqy-microhei
EXPORT = 'pdf:writer_pdf_Export:{"ExportNotes":{"type":"boolean","value":"true"}}'


def main(copy: Path, out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["soffice", f"-env:UserInstallation=file://{tmp}/profile", "--headless",
                        "--convert-to", EXPORT, "--outdir", tmp, str(copy)], check=True,
                       capture_output=True)
        source = pymupdf.open(Path(tmp) / (copy.stem + ".pdf"))
        # the page with the most comments
        page = max(source, key=lambda p: len(list(p.annots())))
        notes = [(a.rect, a.info["title"].split(",")[0], a.info["content"]) for a in page.annots()]
        notes.sort(key=lambda n: n[0].y0)
        width, height = page.rect.width, page.rect.height
        sheet = pymupdf.open()
        target = sheet.new_page(width=width + MARGIN, height=height)
        target.show_pdf_page(pymupdf.Rect(0, 0, width, height), source, page.number)
        target.draw_rect(pymupdf.Rect(width, 0, width + MARGIN, height), color=None, fill=(0.95, 0.95, 0.95))
        archive = pymupdf.Archive(str(FONT.parent))
        css = (f"@font-face {{font-family: cjk; src: url({FONT.name});}} "
               "* {font-family: cjk; font-size: 7.5pt; line-height: 1.25;} b {color: #8a4b00;}")
        y = 40
        for rect, author, content in notes:
            tag, _, text = content.partition(" — ")
            body = f"<b>{html.escape(author)}</b><br><b>{html.escape(tag)}</b> — {html.escape(text)}"
            box = pymupdf.Rect(width + 10, max(y, rect.y0 - 10), width + MARGIN - 10, height - 10)
            scratch = pymupdf.open().new_page(width=width + MARGIN, height=height)
            spare, _ = scratch.insert_htmlbox(box + (4, 3, -4, -3), body, css=css, archive=archive)
            box.y1 = box.y1 - spare + 2
            target.draw_rect(box, color=(0.85, 0.55, 0.1), width=0.8, fill=(1, 0.97, 0.85))
            target.insert_htmlbox(box + (4, 3, -4, -3), body, css=css, archive=archive)
            target.draw_line(pymupdf.Point(rect.x1, rect.y1), pymupdf.Point(box.x0, box.y0 + 6),
                             color=(0.85, 0.55, 0.1), width=0.6)
            target.draw_rect(pymupdf.Rect(rect.x0, rect.y0 + 4, rect.x1, rect.y1 - 2),
                             color=(0.85, 0.55, 0.1), width=0.6)
            y = box.y1 + 6
        target.get_pixmap(dpi=110).save(out)
        print(f"{out}: page {page.number + 1}, {len(notes)} comments")


if __name__ == "__main__":
    copy = Path(sys.argv[1] if len(sys.argv) > 1 else "refverify_demo/thesis/thesis.refverify.docx")
    main(copy, Path(__file__).resolve().parent / "img" / "annotated.png")
