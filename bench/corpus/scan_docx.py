"""Independent scanner for .docx manuscripts (own code, does not import refverify).

For a document: the body paragraphs in order (tables included), each with superscript runs
wrapped as ^{...}; citing places are bracketed numbers [n], [n,m], [n-m] (ASCII or full-width
brackets, with ASCII/full-width commas and hyphen/en dash/tilde ranges), and superscript runs
made only of digits, commas and dashes (or superscript brackets). Each distinct number in one
marker is one citing place of that reference. The reference list starts after a paragraph
whose whole text is a references heading (or at the first paragraph in a Bibliography style)
and runs until a back-matter heading; entries are its non-empty paragraphs.
"""
import re, sys, json
import docx
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
HEAD = re.compile(r"^\s*(\d+\.?\s*)?(参\s*考\s*文\s*献|references?|bibliography)\s*[:：]?\s*$", re.I)
BACK = re.compile(r"^\s*(致\s*谢|附\s*录.*|acknowledg.*|appendix.*)\s*$", re.I)
NUMS = r"\d+(?:\s*[,，、\-–—~～]\s*\d+)*"
BR = re.compile(r"[\[［【]\s*(" + NUMS + r")\s*[\]］】]")
SUP = re.compile(r"\^\{\s*[\[［]?\s*(" + NUMS + r")\s*[\]］]?\s*\}")

def ptext(p):
    out = []
    for el in p.iter(W + "t", W + "tab", W + "br"):
        if el.tag != W + "t":
            out.append(" "); continue
        r = el.getparent()
        while r is not None and r.tag != W + "r":
            r = r.getparent()
        rpr = r.find(W + "rPr") if r is not None else None
        if rpr is not None and rpr.find(W + "vanish") is not None:
            continue
        va = rpr.find(W + "vertAlign") if rpr is not None else None
        sup = va is not None and va.get(W + "val") == "superscript"
        out.append("^{" + (el.text or "") + "}" if sup else (el.text or ""))
    return re.sub(r"\}\^\{", "", "".join(out))

def expand(nums):
    out = []
    for part in re.split(r"\s*[,，、]\s*", nums):
        m = re.match(r"(\d+)\s*[\-–—~～]\s*(\d+)$", part)
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            out += list(range(a, b + 1)) if 0 < b - a < 50 else [a, b]
        elif part.strip().isdigit():
            out.append(int(part))
    return out

def scan(path, style_bib=("bibliography", "书目")):
    d = docx.Document(path)
    styles = {s.get(W + "styleId"): (s.find(W + "name").get(W + "val") if s.find(W + "name") is not None else "")
              for s in d.styles.element.iter(W + "style")}
    MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
    paras = [p for p in d.element.body.iter(W + "p")
             if not any(a.tag == MC for a in p.iterancestors())]  # a text box's fallback copy
    body, refs, inref = [], [], False
    for p in paras:
        t = ptext(p); plain = t.replace("^{", "").replace("}", "")
        ps = p.find(W + "pPr/" + W + "pStyle"); sname = styles.get(ps.get(W + "val"), "") if ps is not None else ""
        if HEAD.match(plain):
            inref = True; refs = []; continue
        if sname.lower().rstrip("0123456789") in style_bib and plain.strip():
            inref = True
        if inref and BACK.match(plain):
            inref = False; continue
        if inref:
            if plain.strip(): refs.append(plain.strip())
        else:
            body.append(t)
    cited = {}
    for t in body:
        found = [m.group(1) for m in SUP.finditer(t)]
        found += [m.group(1) for m in BR.finditer(SUP.sub(" ", t).replace("^{", "").replace("}", ""))]
        for nums in found:
            for n in dict.fromkeys(expand(nums)):
                cited[n] = cited.get(n, 0) + 1
    return {"references": len(refs), "cited": {str(k): v for k, v in sorted(cited.items())},
            "citing_places": sum(cited.values()), "first_ref": refs[:1], "last_ref": refs[-1:]}

if __name__ == "__main__":
    for f in sys.argv[1:]:
        r = scan(f)
        print(f, json.dumps({k: r[k] for k in ("references", "citing_places")}), json.dumps(r["cited"])[:300])
        print("   ", str(r["first_ref"])[:100], "...", str(r["last_ref"])[:100])
