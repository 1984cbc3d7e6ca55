"""Measure issue 20's reading once on held-out material the developers never saw.

    python bench/corpus/prepare_bib.py --manifest bench/corpus/heldout_manifest.json   # once
    python bench/heldout.py [-v] [--run N] [--batch 1|2|…|21|…|28|30|…|40] [--check]

The held-out batch (bench/corpus/heldout_manifest.json: bibliographies and reference lists from
public repositories listed in none of the development manifests) goes through the same
measurements as the development corpora, by their own code: bench/bib_corpus.py (entries
reaching the reading and Step A, parse notes, fields that look wrong) and
bench/reflines_corpus.py (lines read, fields that look wrong, field accuracy per field, style and
language against bench/corpus/heldout_reflines_labels.json, written before any run). Then the
whole ``refverify run --offline`` on ``--run`` bibtex files (default 3, one per repository) as a user runs
it: every entry the independent scanner counts must be a reference of verification_state.json.
Writes bench/results/heldout.json.

``--batch 2`` measures held-out batch 2 instead (bench/corpus/heldout2_manifest.json, its labels
heldout2_reflines_labels.json, collected after batch 1 had been looked at; prepare it with
``prepare_bib.py --manifest bench/corpus/heldout2_manifest.json``), and adds its whole manuscripts
against the hand counts of heldout2_manuscripts.json (bench/heldout_manuscripts.py); repositories
batch 1 names count as seen. Writes bench/results/heldout2.json. ``--batch 3`` does the same for
held-out batch 3 (heldout3_manifest.json, heldout3_reflines_labels.json, heldout3_manuscripts.json;
collected and labelled blind, without reading refverify's reading code; prepared with
``prepare_bib.py --manifest bench/corpus/heldout3_manifest.json``); repositories of batches 1 and 2
count as seen. Writes bench/results/heldout3.json. ``--batch 4`` does the same for held-out batch 4
(heldout4_manifest.json, heldout4_reflines_labels.json, heldout4_manuscripts.json; collected and
labelled blind like batch 3, with EndNote XML, APS, Harvard and APA Word lists, Chinese Markdown
theses and natbib/REVTeX/Quarto manuscripts; prepared with
``prepare_bib.py --manifest bench/corpus/heldout4_manifest.json``); repositories of batches 1 to 3
count as seen. Writes bench/results/heldout4.json. ``--batch 5`` does the same for held-out batch 5
(heldout5_manifest.json, heldout5_reflines_labels.json, heldout5_manuscripts.json; collected and
labelled blind like batches 3 and 4, weighted toward recent theses and papers: Zotero, Better
BibLaTeX, Mendeley, JabRef, DBLP, Google Scholar, ACM and LLM-written-looking BibTeX, CSL-JSON,
biblatex .bbl files and a PubMed .nbib; IEEEtran, natbib and plainurl .bbl lists, a Chicago list
rendered into LaTeX by Quarto, a plain numbered \\subsection{References} list in a .tex, an APA 7
Word list, Chinese GB/T 7714 lists in Word and Markdown (one mixed with Vancouver and APA lines); a
Chinese Word thesis, a Quarto paper and three LaTeX manuscripts; prepared with
``prepare_bib.py --manifest bench/corpus/heldout5_manifest.json``);
repositories of batches 1 to 4 count as seen. Writes bench/results/heldout5.json. ``--batch 6`` does the same
for held-out batch 6 (heldout6_manifest.json, heldout6_reflines_labels.json, heldout6_manuscripts.json;
collected and labelled blind like batches 3 to 5: Harvard and APA 7 Word dissertations, apsrev4-2 and
alpha .bbl lists, a Chinese Markdown review with APA-like English and Chinese lists, Zotero Better
BibTeX, Google Scholar, CiteULike and IEEE Xplore BibTeX, biber .bbl files, a biblatex-apa and a
REVTeX paper and a Quarto manuscript; prepared with ``prepare_bib.py --manifest
bench/corpus/heldout6_manifest.json``); repositories of batches 1 to 5 count as seen. Writes
bench/results/heldout6.json. ``--batch 7`` does the same for held-out batch 7 (heldout7_manifest.json,
heldout7_reflines_labels.json, heldout7_manuscripts.json; collected and labelled blind like batches 3 to 6 as the one
independent measurement of issue 20's figure, weighted toward what users bring: Chinese Word theses with GB/T 7714
lists, English and Chinese Word lists in APA, Chinese Markdown papers (IEEE, GB/T, an LLM-written-looking one), an
opticajnl and an IEEEtranN .bbl, Zotero Better BibTeX/BibLaTeX, Mendeley, BibDesk, DBLP, JabRef and RIS files;
an IEEEtran and an Optica LaTeX paper, a Quarto thesis and two Markdown papers counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout7_manifest.json``); repositories of batches 1 to 6 count as seen.
Writes bench/results/heldout7.json. ``--batch 8`` does the same for held-out batch 8 (heldout8_manifest.json,
heldout8_reflines_labels.json, heldout8_manuscripts.json; collected and labelled blind like batches 3 to 7 as a fresh
independent measurement of issue 20's figure, weighted toward what users bring: Chinese Word theses and reviews with
GB/T 7714 lists (CNKI-copied and CNKI-export lines, full-width punctuation, a book list written with '。', entries broken
over two paragraphs), an LLM-drafted-looking Chinese thesis citing [EB/OL] pages, Chinese reviews with IEEE and mixed
lists, an LLM-written-looking Chinese Markdown thesis; a gbt7714 natbib .bbl with Chinese entries, plainnat, IEEEtran,
juliacon and ACM-Reference-Format .bbl files, a biber .bbl; Zotero (Better) BibTeX/BibLaTeX, DBLP, Google Scholar and ACM DL BibTeX; a JuliaCon
LaTeX paper, three Chinese Word documents and a Markdown thesis counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout8_manifest.json``); repositories of batches 1 to 7 count as seen.
Writes bench/results/heldout8.json. ``--batch 9`` does the same for held-out batch 9 (heldout9_manifest.json,
heldout9_reflines_labels.json, heldout9_manuscripts.json; collected and labelled blind like batches 3 to 7 as a second
fresh independent measurement, weighted toward medicine, life and social sciences and European languages: Vancouver
Word lists of Karolinska medical projects, papaja-rendered APA 7 and Word built-in APA 6 lists, a Springer author-year
physiology list, pandoc's APA CSLReferences in LaTeX, German (Hg., In:, S.), French and Brazilian Portuguese Markdown
lists; Zotero/Better BibTeX, papaja r_refs(), BibDesk-style, CSL-JSON, ProQuest RIS and biber .bbl files; a papaja R
Markdown and a Quarto APA manuscript and three Word manuscripts counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout9_manifest.json``); repositories of batches 1 to 8 count as seen.
Writes bench/results/heldout9.json. ``--batch 10`` does the same for held-out batch 10 (heldout10_manifest.json,
heldout10_reflines_labels.json, heldout10_manuscripts.json; collected and labelled blind like batches 3 to 9 as a third
fresh independent measurement, weighted toward medicine and Chinese medical lists: GB/T 7714 lists of Chinese nursing,
TCM-nursing, paediatric, surgical and breast-disease papers converted from PDF to Markdown (mixed half- and full-width
brackets, stray spaces from PDF line breaks, 等/et al, [J]/[M]/[D]/[J/CD]/[EB/OL], English Vancouver-like lines with
OCR-glued words), a BMJ/Vancouver-like numbered list in a Word manuscript, an NLM/AMA list with PMIDs in a Word
ADHD review, a Harvard list in a Word study protocol, 【n】-numbered AMA lines in a Chinese Word sepsis protocol, a
title-first Markdown list of classic evidence-based-medicine papers; a JabRef library, BMJ, ScienceDirect, medRxiv,
JAMA Network and JMIR BibTeX exports, Mendeley, Better BibLaTeX, hand-kept and LLM-written-looking BibTeX and three
RIS files; three Word documents (one Chinese), an elsarticle LaTeX paper split over \\input files, a Quarto chapter
and an R Markdown report counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout10_manifest.json``); repositories of batches 1 to 9 count as seen.
Writes bench/results/heldout10.json. ``--batch 11`` does the same for held-out batch 11 (heldout11_manifest.json,
heldout11_reflines_labels.json, heldout11_manuscripts.json; collected and labelled blind like batches 3 to 10 as the
next fresh independent measurement, weighted to the mix of what users bring: two Chinese Word theses with CNKI-copied GB/T 7714 lists (lost '+' in
page ranges, 'DOI:' suffixes), a Chinese thesis's lists in Markdown ('1. [1]' and '- [n]' numbering, APA- and
Elsevier-copied English lines), a Harvard and an APA 6 English Word dissertation, an APA 7 Markdown list with *italic*
and repeated entries, a French law Word bibliography and a French-locale Chicago works-cited page in HTML lines;
Zotero, hand-kept, LLM-assisted-looking and NASA ADS BibTeX, a Zotero BibLaTeX export, biber, mnras and plain .bbl
files; the two Chinese Word theses and two German biblatex LaTeX theses counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout11_manifest.json``); repositories of batches 1 to 10 count as seen.
Writes bench/results/heldout11.json.
``--batch 12`` does the same for held-out batch 12 (heldout12_manifest.json, heldout12_reflines_labels.json,
heldout12_manuscripts.json; collected and labelled blind like batches 3 to 11 as the next fresh independent
measurement, weighted to Chinese engineering and science theses in Word: an electric-power thesis draft with an
unnumbered GB/T 7714 list copied from CNKI and IEEE Xplore (issue-only '2007(03)', a French line) cited by Word REF
fields, an economics thesis with an unnumbered CNKI-export-like list, typed lists with '2014年第22卷第18期' issues,
lower-case '[j]', books dated 'YYYY年M月', author-less [EB/OL] pages and '来源(互联网资源) 标题：…' web lines, an English list
pasted from a PDF into a Chinese paper (hyphenated words, lost numbers, entries over two paragraphs), GB/T-like and
IEEE English lines in a Chinese opening report; a citation-generator Harvard list in an English Word dissertation, an
ieeetr .bbl, the IEEEtran .bbl of an LLM-assisted surgical-segmentation paper, title-less lines of an
LLM-drafted-looking Word report and a hand-typed one-per-line Markdown list; Google Scholar, hand-kept and
LLM-assisted BibTeX; three Chinese Word documents, a LaTeX thesis and a LaTeX paper counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout12_manifest.json``); repositories of batches 1 to 11 count as seen.
Writes bench/results/heldout12.json. ``--batch 13`` does the same for held-out batch 13 (heldout13_manifest.json,
heldout13_reflines_labels.json, heldout13_manuscripts.json; collected and labelled blind like batches 3 to 11, beside
batch 12, as the next fresh independent measurement, leaning on what batch 12 leans on less: a UK MSc dissertation's
Cite Them Right Harvard list in Word; Chinese GB/T 7714 lists in two Word theses (CNKI-copied; tab-indented), in one pasted
from a PDF (unnumbered, entries broken mid-word over two paragraphs), in a home-made 'Authors.Title.Journal.vol(iss).
year,month:pages' Word list, in a CNKI-exported Markdown thesis and in Markdown notes opened by '[Key]' labels, a Chinese proposal mixing GB/T,
MLA, APA and Acta-style lines; Chicago
author-date lists rendered into Word by pandoc and Quarto, an APA 6 reference-manager list, a Brazilian ABNT-like TCC
list, an Italian humanities and an Italian web bibliography, a Spanish APA 7 web list, an Argentine Spanish thesis's
Elsevier-like author-year list, a medical Word built-in APA list with mangled names, a French Zotero Chicago
notes-bibliography list, a German bachelor thesis's APA 7 list; biber .bbl files, Zotero,
papaja, Google-Scholar-style and hand-kept BibTeX; two Chinese and an Italian Word thesis, an Italian biblatex LaTeX
thesis and a Quarto manuscript counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout13_manifest.json``); repositories of batches 1 to 12 count as seen.
Writes bench/results/heldout13.json. ``--batch 14`` does the same for held-out batch 14 (heldout14_manifest.json,
heldout14_reflines_labels.json, heldout14_manuscripts.json; collected and labelled blind like batches 3 to 13, after
batches 12 and 13, as the next fresh independent measurement, weighted to the mix of what users bring: Chinese GB/T 7714
lists in seven Chinese Word theses and course papers (CNKI-copied with issue-only '2015,(05)', CNKI-exported with
zero-padded '019(001)' volumes and repeated entries, an unnumbered list of mostly English lines with lower-case proceedings,
typed [M] book lists with 'YYYY.M' dates, full-width commas and '.[J].' marks, a 'Author，Title，Publisher，Year' book list,
《》 titles with '、' between authors), a Nature-style English list pasted into a Chinese Word document, an LLM-drafted-looking
Chinese Markdown thesis with placeholder authors 张三/李四; English Word lists in Harvard, APA 7 (LLM-assisted-looking),
Vancouver (reports and guidelines), ACS, IEEE (a medical draft), Google-Scholar MLA and a French mémoire's Word IEEE
list in French locale; an IEEEtran, a German alphadin (DIN) and a Brazilian abntex2 (ABNT) .bbl;
hand-kept, Zotero and Google-Scholar-style BibTeX, an IEEEtran and a GOST .bbl; five Word documents and a Markdown thesis
counted by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout14_manifest.json``); repositories of
batches 1 to 13 count as seen. Writes bench/results/heldout14.json.
``--batch 15`` does the same for held-out batch 15 (heldout15_manifest.json,
heldout15_reflines_labels.json, heldout15_manuscripts.json; collected and labelled blind beside batch 14 as the next
fresh independent measurement, weighted to the mix of what users bring and to what is less often collected: Chinese
Word theses and reviews with GB/T 7714 lists (a 2026 Google-Scholar-copied thesis list with ACM article numbers and
Korean authors, a tab-indented medical-imaging proposal list with issue-only 'YYYY，6:' lines, a typed '[1].' list with
ISSNs where pages go, a CNKI/Baidu-Scholar-copied review list, a review mixing GB/T, MLA-like and [EB/OL] lines, an
EndNote-like English retinal-imaging list with shortened page ranges); English Word dissertations with Harvard lists
carrying URLs and access dates (a medical-informatics Cite Them Right list, a reference-generator '[online] … [Accessed
…]' list); a Spanish Word thesis's APA 7 list pasted from a PDF (entries over paragraphs, 'Retrieved …, from' pages);
an IEEEtran-like .bbl of a Spanish-language optics thesis; two Markdown APA 7 reading lists of medical-modelling
papers; Mendeley, Japanese (with 'yomi' readings), LLM-assisted-looking and hand-kept BibTeX; two Chinese Word
documents, an English Word dissertation with Harvard author-date citations, a Spanish LaTeX thesis and a LaTeX paper
citing its hand-typed list by typed author-year text counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout15_manifest.json``); repositories of batches 1 to 14 count as seen.
Writes bench/results/heldout15.json.
``--batch 16`` does the same for held-out batch 16 (heldout16_manifest.json, heldout16_reflines_labels.json,
heldout16_manuscripts.json; collected and labelled blind beside batch 17 as the next fresh independent measurement,
weighted to the mix of what users bring and to what is less often collected: Chinese Word lists (a review's NoteExpress-like
GB/T 7714 list with issue-only '2017(02)' lines, capitalised English journals, [D] and [Z] lines; an opening report's
CNKI- and Scholar-copied list with [J/OL] and repeated [C] lines; a tab-indented English GB/T-like list; a typed
'Author，Year，《Title》，Publisher，第N页' list); medical and LLM-written-looking English lists: a numbered APA 7 Word list of
a 2026 medical-imaging paper, an unnumbered AMA Word list of a pharmacokinetics paper and the same list numbered in
Markdown, a Zotero Vancouver/NLM Markdown list with '[Internet]' and '[cited …]' dates, an LLM-written Markdown
reference page with bold authors; a Japanese student's Word built-in Harvard list with '[Online] … [Accessed …]' lines;
a Peruvian Quarto manuscript's numbered Chicago author-date list rendered into Word; the IEEEtran .bbl of an Indonesian
LaTeX thesis with URLs and 'accessed:' dates; Zotero, Google-Scholar-style, publisher-export, hand-kept and
LLM-written-looking BibTeX; two Word, a Markdown and two LaTeX manuscripts counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout16_manifest.json``); repositories of batches 1 to 15 count as seen.
Writes bench/results/heldout16.json.
``--batch 17`` does the same for held-out batch 17 (heldout17_manifest.json, heldout17_reflines_labels.json,
heldout17_manuscripts.json; collected and labelled blind beside batch 16 as the next fresh independent measurement, weighted to what users
bring: Chinese Word theses, proposals and course papers with GB/T 7714 lists (an unnumbered fall-detection list mixing
Chinese and English lines with ISSNs in the page slot, a proposal's [D]-thesis list cited as '文献[n]', laws as [S], an
LLM-drafted-looking thesis draft, a long mostly-English [n] list with [A]…[C] proceedings and a doubled [90]); English
Word lists (a reference-generator Harvard, an APA 7 and a mixed APA/Vancouver MSc dissertation, an EndNote-numbered
forensic review, an Elsevier list with GB/T [J] marks); an apacite, an IEEEtran and a plainnat .bbl; an
LLM-drafted-looking Markdown list ('[Key+YY]' IEEE-like lines, each followed by BibTeX, some marked 'FAKE paper');
hand-kept, Google Scholar, IEEE Xplore and ACM DL BibTeX; two Chinese Word documents, an apacite LaTeX thesis, two
IEEEtran LaTeX papers and two medical Quarto manuscripts counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout17_manifest.json``); repositories of batches 1 to 16 count as seen.
Writes bench/results/heldout17.json.
``--batch 18`` does the same for held-out batch 18 (heldout18_manifest.json, heldout18_reflines_labels.json,
heldout18_manuscripts.json; collected and labelled blind beside batch 19 as the next fresh independent measurement,
weighted to what users bring and to what is less often collected: Chinese Word theses and reviews with GB/T 7714 lists
(a CNKI-copied digital-twin thesis list with an entry over three paragraphs, a stray '[1, 2]' inside a title and a DOI
with spaces, a traffic-classification thesis's Google-Scholar-copied list cited by Word REF fields, a 2026 review's
IEEE-conference and online-first [J] lines, an LLM-drafted-looking proposal's '(参考 n)' APA-like list and title-first
web list with '访问时间为' access dates); English Word theses (a Harvard weight-management dissertation with '[online] …
[Accessed …]' pages, an IEEE-like lung-cancer thesis with title-first web lines); a Colombian Spanish thesis's
LLM-written-looking APA 7 list, a Brazilian TCC's APA list, a Japanese student's Elsevier-like English list and a
Japanese list with access dates; medical Vancouver lists of an LLM-assisted-looking Markdown manuscript and the
elsarticle-num .bbl of its LaTeX version; the IEEEtran .bbl of a Zotero Better BibTeX fuzzing paper; hand-kept, Zotero
Better BibTeX and Google-Scholar-style BibTeX; three Word theses (Chinese, English, Spanish), the Markdown and the
LaTeX manuscript counted by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout18_manifest.json``);
repositories of batches 1 to 17 count as seen. Writes bench/results/heldout18.json.
``--batch 19`` does the same for held-out batch 19 (heldout19_manifest.json, heldout19_reflines_labels.json,
heldout19_manuscripts.json; collected and labelled blind beside batch 18 as the next fresh independent measurement,
weighted to what users bring: Chinese Word theses and a proposal with GB/T 7714 lists (a licence-plate thesis draft's
mostly English [n] list mixing [J]/[C] marks, LNCS- and IEEE-like lines with TeX ligature losses; a sensor-network
master thesis's EndNote author-year English list; an LLM-drafted-looking thesis draft with CNKI links and notes between
entries; a navigation proposal with [EB/OL] pages; an unnumbered Baidu-Scholar-copied list of a recommender thesis;
three literature reviews: an EndNote-exported list with '[D];' and shortened page ranges and two [M] book lists); an
English Word MSc dissertation's Leeds-Harvard-like list with web pages and a hand-typed line;
IEEEtranN, ACM-Reference-Format, natbib author-year and sigproc-like .bbl files with hand-kept BibTeX; Chinese Word
documents and two LaTeX papers with their .bib counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout19_manifest.json``); repositories of batches 1 to 17 count as seen.
Writes bench/results/heldout19.json. ``--batch 20`` does the same for held-out batch 20 (heldout20_manifest.json,
heldout20_reflines_labels.json, heldout20_manuscripts.json; collected and labelled blind beside batch 21 as the next
fresh independent measurement, weighted to what users bring and to what is less often collected: an LLM-written-looking
English Word medical manuscript's AMA list with Chinese and Korean authors; Chinese Word theses with GB/T 7714 lists
(an elderly-health thesis's medical [J] lines, CNKI-copied and EndNote-like lists, a translated-book list without type
marks, a template's example list, web and GitHub working lists); English Word reports with a tab-wrapped APA-like list
and a title-first web list with access dates; an LLM-written-looking Markdown APA list of a Japanese-authored
project; the apsrev4-2 .bbl of an AI-generated cosmology paper; two Word
manuscripts and the REVTeX paper with its .bib counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout20_manifest.json``); repositories of batches 1 to 19 count as seen.
Writes bench/results/heldout20.json. ``--batch 21`` does the same for held-out batch 21 (heldout21_manifest.json,
heldout21_reflines_labels.json, heldout21_manuscripts.json; collected and labelled blind beside batch 20 as the next
fresh independent measurement, weighted to what users bring: Chinese Word theses with GB/T 7714 lists (an e-commerce thesis's
unnumbered tab-indented list with issue-only 'YYYY(n):pages' lines; a billing-system thesis's typed '[n]' list with
journals in 《》 and '[D]:硕士学位论文.' lines; a relation-extraction master thesis's English GB/T-like list; a mining-engineering report's CNKI-copied bilingual
list, each Chinese line followed by its English translation) and a plain-text
copy of an engineering thesis's EndNote Chinese-Standard-like list; English Word documents with a PAIN/Vancouver, a
Cite Them Right Harvard, an APA 7 and a Harvard-and-IEEE citation-generator list; a title-first Markdown link list; a BibTeX plain .bbl of an IEEEtran paper split over \\input files and an AMS
ametsoc2014 .bbl, each with its BibTeX; the Vancouver, Harvard and Chinese Word documents, the IEEEtran paper and a
natbib statistics paper with a large merged .bib counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout21_manifest.json``); repositories of batches 1 to 19 count as seen.
Writes bench/results/heldout21.json. ``--batch 22`` does the same for held-out batch 22 (heldout22_manifest.json,
heldout22_reflines_labels.json, heldout22_manuscripts.json; collected and labelled blind beside batches 23 and 24 as
the next fresh independent measurement, weighted to Chinese Word theses and reviews: Chinese Word documents with GB/T
7714 lists (a myocardial-ischaemia master thesis's typed list kept as its own Word file, CNKI-copied and hand-typed
English lines; an infrared-target master thesis's home-made list with '.' between every element; a machine-vision
master thesis draft's unnumbered list of CNKI-copied Chinese lines, venue-only 'CVPR, 2016: 770-778' and IEEE-like
English lines; a real-estate bachelor thesis's CNKI-copied list with DOIs and issue-only lines; a stock-prediction
bachelor thesis's Google-Scholar list; a text-only thesis copy with an EndNote numbered-style list; a literature
review; three opening reports: a 2026 CNKI export with glued DOIs, a NoteExpress-like list, a Google-Scholar
Android-privacy list); an English Word survey by Chinese students mixing GB/T, APA-like and IEEE-like lines and an
English Word MSc report mixing IEEE-Xplore-BibTeX, ACM author-year, Chicago and GB/T lines; an English Word BSc
dissertation's numbered Cite Them Right Harvard list mixed with APA 7 lines and bare URLs; a gbt7714 natbib .bbl with
its BibTeX; two Chinese Word bachelor theses, the English Word dissertation and two LaTeX bachelor theses with their
.bib (gbt7714 numerical, biblatex gb7714-2015ay) counted by hand; prepared with ``prepare_bib.py --manifest
bench/corpus/heldout22_manifest.json``); repositories of batches 1 to 21 count as seen.
Writes bench/results/heldout22.json. ``--batch 23`` does the same for held-out batch 23 (heldout23_manifest.json,
heldout23_reflines_labels.json, heldout23_manuscripts.json; collected and labelled blind beside batches 22 and 24 as the next
fresh independent measurement, weighted to English theses in Word and English LaTeX papers: a Zotero APA 7 list of an
educational-psychology doctoral thesis, a Word built-in APA list with mangled authors ('Abraham, L. &.', given-first
'Dan Rubin, I. M.') of a film-industry MSc thesis, an APA-like finance thesis list with entries over two or three paragraphs
('Retrieved from:' and the URL below), an APA-like medical-informatics report list with title-first web pages, a Zotero
APA 7 web-heavy list of a football-analytics dissertation, a hand-typed Harvard-like list of a dissertation on the
technological singularity ('(Month Day, Year) “Title” Site. Retrieved dd/mm/yyyy from URL'), an APA 7 list typed into a
2026 Markdown paper, a Word built-in APA 6 list of a physics thesis, an AMA 11 (Vancouver-like) list of a 2026 Word
oncology manuscript, two Chinese Word drafts (a mostly English GB/T 7714 list with entries broken over two
paragraphs, a NoteExpress multilingual list with '与' between Chinese authors); an IEEEtran,
an abbrv, a Eurographics eg-alpha-doi and an ACM-Reference-Format .bbl (every year '[n.d.]'), each with its BibTeX,
the apsrev4-1 .bbl of a physics PhD thesis and the unsrt .bbl of an urban-modelling paper with French lines; the
IEEEtran and the abbrv LaTeX papers and a biblatex-apa LaTeX manuscript with their .bib, the Markdown paper and five
Word documents (one Chinese) counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout23_manifest.json``); repositories of batches 1 to 21 count as seen.
Writes bench/results/heldout23.json. ``--batch 24`` does the same for held-out batch 24 (heldout24_manifest.json,
heldout24_reflines_labels.json, heldout24_manuscripts.json; collected and labelled blind beside batches 22 and 23 as the next fresh independent
measurement, weighted to what users bring: Chinese Word theses with GB/T 7714 lists (a typed [M] book list with
translated books and entries wrapped onto a second paragraph, an LLM-drafted-looking zero-padded '[01]' list with '。'
after the authors and [EB/OL] documentation pages, a short draft list with '[D]; school' lines and repeated numbers,
an unnumbered list with [EB/OL] pages by sites and handles, a Baidu-Scholar-copied list with cited pages on book
lines, an opening report's typed lines); English Word theses with an APA 6 list pasted from a PDF (glued and broken
entries) and a Word built-in Chicago bibliography with foreign-locale access dates, a Word built-in APA 6 list of
journals without volumes; a French hand-typed Markdown bibliography of press and journal articles; a Brazilian
thesis's title-first Markdown reading list with Google-Scholar MLA lines; a Peruvian manuscript exported from Google
Docs to Markdown with its Zotero MDPI list; an apacite and an ACM-Reference-Format .bbl with their BibTeX; four
Chinese Word theses, the Markdown manuscript and the two LaTeX papers counted by hand; prepared with ``prepare_bib.py
--manifest bench/corpus/heldout24_manifest.json``); repositories of batches 1 to 21 count as seen.
Writes bench/results/heldout24.json. ``--batch 25`` does the same for held-out batch 25 (heldout25_manifest.json,
heldout25_reflines_labels.json, heldout25_manuscripts.json; collected and labelled blind beside batch 26 as the next
fresh independent measurement, weighted to refverify's main users: Chinese Word theses with GB/T 7714 lists (a
web-test-automation master thesis's list kept as its own Word file with issue-only 'Year,05:pages' lines, [D] lines with
cited pages and [P] patents; an urban-design thesis's CNKI-copied list with transliterated names; a recommender master thesis draft mixing GB/T and ACM-like English lines, a doubled entry
and a title-less line; an electricity-load-forecasting engineering thesis draft with a mostly English list copied from
reference managers, publishers after journals and a [J/OL] line; a 2025 lithium-battery master thesis with article
numbers and CNKI-copied DOIs; typed [M] and 《》 book lists; Google-Scholar MLA copies in an e-commerce thesis; an
LLM-drafted-looking medical-image-segmentation thesis with venue-only lines and one with [EB/OL] documentation lines);
a telecom-churn master thesis's mostly English list with '[A]. … [C]. Place: Publisher, Year' proceedings; an English
Word MSc literature review's Cite Them Right Harvard list ('[Preprint]' proceedings, lower-cased DOIs) and an APA 7
annotated bibliography in a Word course paper (zero-width spaces inside a name);
elsarticle-num, PLOS and eLife .bbl files with their .tex and BibTeX; Word theses and LaTeX papers counted by hand;
prepared with ``prepare_bib.py --manifest bench/corpus/heldout25_manifest.json``); repositories of batches 1 to 24
count as seen. Writes bench/results/heldout25.json. ``--batch 26`` does the same for held-out batch 26 (heldout26_manifest.json,
heldout26_reflines_labels.json, heldout26_manuscripts.json; collected and labelled blind beside batch 25 as the next
fresh independent measurement, weighted to English Word theses and LaTeX papers: Chinese Word theses, proposals and a
review with GB/T 7714 lists (an LLM-drafted-looking 2026 voice-agent thesis's English [C]/[J] list cited twice from
[1], a blockchain thesis's hand-typed mixed list with full-width punctuation and an OCR-garbled line, an unnumbered
list after a glued '【参考文献】', an opening report's journal-less Chinese lines, '.'-separated book lines with blog posts
by handles, a review's mark-less thesis lines, an LLM-drafted-looking 2026 opening report with rotating generic names,
a CNKI-copied [D] list, '141-144+150' pages and translated books); a pandoc-rendered Chicago author-date list of a
2026 English Word manuscript; English Word theses with a reference-manager APA 6, a Cite Them Right Harvard, a
hand-typed mixed author-year and an APA-like web list; two IEEEtran, an aaai.bst author-year and a natbib Chicago-like
.bbl with their BibTeX (one a 206-entry group file); a JOSS-style Markdown paper with an LLM-assisted-looking .bib;
five Word documents (three Chinese theses, the Harvard thesis and the Chicago manuscript), three LaTeX papers and the
Markdown paper counted by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout26_manifest.json``);
repositories of batches 1 to 24 count as seen.
Writes bench/results/heldout26.json. ``--batch 27`` does the same for held-out batch 27 (heldout27_manifest.json,
heldout27_reflines_labels.json, heldout27_manuscripts.json; collected and labelled blind beside batch 28 as the next
fresh independent measurement, weighted to Chinese theses in Word: CNKI-copied and typed GB/T 7714 lists of six Chinese
undergraduate Word theses and two older ones with full-width '［n］' numbers and '、' between authors ('.DOI:' suffixes, '14-15+28' pages, [J/OL] with only a cited date, a title-first [M] book,
lists numbered by Word's own numbering, '201901.421' book dates, European patents [P], '编著' and '…著,…译' books with
editions glued to titles, lone volume-or-issue numbers, CNKI Vancouver-like English names), a master's opening report's
English GB/T-like list mixed with ACM-like lines, an LLM-assisted-looking 2026 Markdown reading list with **bold**
titles, a machine-translated English Word thesis's APA-like list; splncs04 and acm.bst .bbl files with their .bib;
JabRef, Google-Scholar-style, hand-kept and LLM-assisted-looking BibTeX; three Chinese Word documents and two LaTeX
papers counted by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout27_manifest.json``);
repositories of batches 1 to 26 count as seen. Writes bench/results/heldout27.json.
``--batch 28`` does the same for held-out batch 28 (heldout28_manifest.json, heldout28_reflines_labels.json,
heldout28_manuscripts.json; collected and labelled blind beside batch 27 as the next fresh independent measurement,
weighted to English Word theses and LaTeX .bbl files beside Chinese Word documents: three UK MSc dissertations'
Harvard lists in Word (two Google-Scholar-copied, one Word built-in with author fields made from titles and '[Online]
Available at' pages) and a short Harvard-like proposal list with an IEEE-shaped line; Springer LNCS-like lines pasted
from a web page into Word ('Google Scholar'/'CrossRef' glued at the end, entry numbers in their own paragraphs); a
given-first ACM-like web list with access dates; two Chinese Word literature reviews and an opening report with GB/T
7714 lists of mostly English lines, a typed Chinese book list and a textbook's mark-less Chinese book list; a MyST
Markdown APA 7 reference page; plain.bst, plain-like, acm.bst and ACM-Reference-Format .bbl files (one built from a
year-less Zotero export), with JabRef, Better BibTeX, Google-Scholar-style and BibDesk-like BibTeX and author-year and
apsrev-like .bbl files; an English and two Chinese Word documents, a LaTeX report and a LaTeX paper with their .bib
counted by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout28_manifest.json``); repositories of
batches 1 to 26 count as seen.
Writes bench/results/heldout28.json. ``--batch 29`` does the same for held-out batch 29 (heldout29_manifest.json,
heldout29_reflines_labels.json, heldout29_manuscripts.json; collected and labelled blind beside batch 30 as the next
fresh independent measurement, weighted to Chinese Word theses in economics, management and medicine-related work: a
2026 Chinese Word economics bachelor thesis's GB/T 7714 list (issue-only 'Year, (3): pages' lines, article numbers after
the volume, an 'et al.' joined to the title by a no-break space), its Zotero-generated Markdown chapter list ('et al..',
'--' ranges, DOIs) and its Markdown master copy; Chinese Word course papers, theses, an opening report and mid-term
reports (an EndNote Chinese-Standard-like list on medical statistics with glued author names and '第x-y页' pages,
CNKI-copied lists without spaces, a CNKI-export-like list with thesis DOIs, an LLM-drafted-looking list on elderly home
monitoring, [Z] regulations and [EB/OL] pages over two paragraphs, a mixed GB/T, ACM and IEEE Xplore list of English
lines, typed book and thesis lists); a 2026 Chinese thesis's GB/T list kept as Markdown; an LJMU reference-manager
Harvard list, an APA-like business proposal list and a healthcare project report's IEEE list in English Word; a medical-statistics textbook's author-year list
pasted from a PDF into Markdown ('Long- term', '77- 83'); the plainnat .bbl of a mental-health GraphRAG paper and the
chicago .bbl of a health-economics paper on flu-vaccine demand, each with its BibTeX; the Word thesis and its Markdown
copy, five more Word documents (four Chinese) and the two LaTeX papers with their .bib counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout29_manifest.json``); repositories of batches 1 to 28 count as seen.
Writes bench/results/heldout29.json. ``--batch 30`` does the same for held-out batch 30 (heldout30_manifest.json,
heldout30_reflines_labels.json, heldout30_manuscripts.json; collected and labelled blind beside batch 29 as the next
fresh independent measurement, weighted to what users bring, with English LaTeX papers' rendered lists in styles new to
the manifests: Chinese Word theses with GB/T 7714 lists (a 2026 CNKI-copied campus-clinic thesis list with issue-only
'2026,(02):' lines, '81-83+129' pages and CNKI English lines cut after the issue; a CNKI-copied list kept as its own Word
file with '.DOI:' suffixes; a medical-blockchain thesis list with a title spaced out from a PDF and a [J/OL] line; an
EndNote GB/T-like list of an engineering thesis with broken fields 'PP(99): 1-.', '211(118556.', '661-4'); English Word
MSc dissertations' Harvard lists (a Cite-This-For-Me list mixed with pasted NeurIPS-, Nature- and IEEE-like lines and web
pages with access dates; a Bournemouth-like reference-manager list with dx.doi.org links; a 2024 Google-Scholar-copied
list with an entry pasted twice into one paragraph); an elsarticle model4-names
author-year, an elsarticle-num, a Springer Nature sn-jnl (BMC shape), a natbib apalike and an IEEEtran .bbl, four with
their BibTeX; the APA list papaja/pandoc rendered into LaTeX CSLReferences from an R Markdown meta-science paper, with its
BibTeX; the English and the Chinese Word theses, two elsarticle LaTeX papers, an IEEEtran draft and the papaja R Markdown
paper with their .bib counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout30_manifest.json``); repositories of batches 1 to 28 count as seen.
Writes bench/results/heldout30.json. ``--batch 31`` does the same for held-out batch 31 (heldout31_manifest.json,
heldout31_reflines_labels.json, heldout31_manuscripts.json; collected and labelled blind beside batch 32 as the next
fresh independent measurement, weighted to Chinese theses in Word from engineering and computer science and to English
LaTeX papers' rendered lists: a 2026 Chinese master's opening report's numbered GB/T-like list of mostly English lines
([OL] arXiv and [EB/OL] lines, '[10]Author' without a space); a 2026 Chinese master's thesis's unnumbered list pasted from
many sources (Vancouver lines with article numbers as pages, GB/T, DBLP-like, ACM-Reference-Format and APA 7 lines, lost
first letters, repeated entries) and the same student group's tab-indented survey-report list; a robotics thesis's GB/T
list kept as its own Word file ('[C], Venue, Year, pages.', full-width commas); a 2017 body-measurement thesis's scrap
file of short GB/T lists ('[2].', '【4】', '[ J]', '134- 138'); Word's built-in 'GB7714 2005' author-year list in
Chinese locale ('[联机]', '无出版地 :', '—.') of a 2018 thesis draft; a Vancouver/PLOS-like .bbl of a cardiac
simulation paper and an IEEEtran .bbl of an Indonesian FPGA paper with its BibTeX; a Chinese medical-informatics thesis's
EndNote BioMed-Central-like list ('Author: Title. Journal Year, vol(iss):pages.' for CNKI records too) and its opening
report's Google-Scholar-copied GB/T list; a 2018 computer-science bachelor thesis's CNKI-copied list ('48-49+52'); two
graduation-project opening reports' typed and Baidu-Scholar-copied lists ('2016,(11).' without pages, ':4' page counts,
an author 'None', 'Journal | [J] Name . Volume 6 , Issue 6 . 2022.'); the natbib plainnat .bbl of a 2026
LLM-assisted-looking paper on task sharing for AI agents and the Springer Nature sn-nature .bbl of a 2026 education
paper on informal learning with LLM chatbots, the natbib unsrtnat .bbl of a 2026 Elsevier cas-dc paper on blockchain
federated learning, each with its BibTeX, and an ACM-Reference-Format acmsmall .bbl; four Chinese Word documents (two opening
reports, the survey report, the bachelor thesis), the IEEEtran and the natbib plainnat LaTeX papers counted by hand;
prepared with
``prepare_bib.py --manifest bench/corpus/heldout31_manifest.json``); repositories of batches 1 to 30 count as seen.
Writes bench/results/heldout31.json. ``--batch 32`` does the same for held-out batch 32 (heldout32_manifest.json,
heldout32_reflines_labels.json, heldout32_manuscripts.json; collected and labelled blind beside batch 31 as the next
fresh independent measurement, weighted to what users bring, with English Word theses and reports from several
continents: a UK MSc marketing dissertation's hand-typed Harvard list without quotation marks or italics (the title
ends at a full stop), a South African honours proposal's EndNote author-date list ('Journal(22): 239– 247.'), a Kenyan
student's Cite-Them-Right Harvard literature review with web pages, a Nigerian review draft's MDPI-style Zotero list
(article numbers, e-pages, a narrow no-break space), a Sri Lankan undergraduate thesis's numbered list mixing
Cite-This-For-Me Harvard and IEEE web-page lines (title-less lines, page titles carrying ' - IEEE Conference
Publication', repeated entries), an Indian student's LLM-drafted-looking APA 7 list with IEEE lines among them, a US
undergraduate paper's Chicago notes-bibliography 'Literature Cited' list, a Peruvian forestry manuscript's APA 7 list
rendered into Word (Spanish, Portuguese and English titles, 'Article N' page slots, trailing particles); Chinese Word
theses with GB/T 7714 lists (a Baidu-Scholar/CNKI-export tourism list with 'CNKI:SUN:' pseudo-DOIs and page counts
after the issue, a full-width-punctuation face-recognition list with [D] theses, a CNKI-copied file-sharing list with
issue-only lines); the ANZJS natbib author-year .bbl of an Australian Quarto paper with its BibTeX; a French-Canadian
master's thesis's hand-typed title-first Word list ('Title, Surname, Given et Surname, Given, Venue, p. x-y, Year'); a
German bachelor thesis's Word built-in Chicago-like 'Literaturverzeichnis' with „…“ titles and ISO standards; a
hand-typed Brazilian ABNT-like reference page in reStructuredText (upper-case organisations, '[S.l.: s.n.], [20--]',
'Disponível em:'); the Sri Lankan, the Indian and the Kenyan Word documents and the Quarto paper with its .bib counted
by hand; prepared with ``prepare_bib.py --manifest bench/corpus/heldout32_manifest.json``); repositories of batches 1
to 30 count as seen.
Writes bench/results/heldout32.json. ``--batch 33`` does the same for held-out batch 33 (heldout33_manifest.json,
heldout33_reflines_labels.json, heldout33_manuscripts.json; collected and labelled blind beside batch 34 as the next
fresh independent measurement, weighted to Chinese theses in Word from computer science and engineering and to English
LaTeX papers' rendered lists: a 2026 Chinese bachelor thesis's numbered GB/T 7714-2015 list on a campus express-delivery
platform ([M] books with cited pages 'Publisher, 2021: 45-50.', issue-only '2021(4):' lines, an [EB/OL] line with only a
cited date, '[16]' glued to the author); a Zhejiang University bachelor thesis's mark-less list on knowledge-graph rule
mining (given-first English names, institutes where the venue goes, glued names, a Chinese title run into its journal),
never cited in its text; a smart-parking bachelor thesis's Word-numbered tab-indented list mixing GB/T 7714 and APA-like
lines with words split by stray spaces from a PDF ('Interfac es', 'P earson', '1 8-19+39'); the abbrv-like .bbl of a
2017 Blue Brain Project paper on tiled-display visualisation (braced organisations, URL-only software entries, a
23-author list) and the IEEEtran .bbl of a 2024 review on Android ad-hoc networking (numeric months '3 2002', an
'&amp;' in a title, venue-less lines); the natbib plainnat-like .bbl of a 2020 article on predicting influenza
evolution (Zotero BibTeX: ISSN, DOI and URL blocks, braced capitals, 'van~der' particles, article numbers in the page
slot); a 2026 Chinese Word opening report on lithium-battery life whose English papers carry Chinese names and titles
under English journals, LLM-drafted-looking; a 2021 opening report on adversarial examples with '[n]' glued to the
author, a doubled [2] and entries broken over two paragraphs; a 2026 Chinese Word paper draft on multi-hop reasoning
with LLMs and a short 'Surname, I., et al. Title. In NeurIPS, 2022.' list; a 2017 Sichuan University engineering
master's thesis in Word on cloud desktop virtualisation with a GB/T 7714-2005-like list ([M] books dated '2014年',
page-less [J] lines, an [N] line, a repeated entry, typos in English lines); a 2023 Chinese Word thesis on heart-signal
authentication with a smartphone camera whose unnumbered Google-Scholar/CNKI list was pasted from a PDF (entries broken
mid-line, CNKI pages inside the issue parentheses '29(941-943+955)', given names read as surnames); the Elsevier
elsarticle model5-names author-year .bbl of a 2021 Expert Systems with Applications submission (\\bibinfo fields,
volume-only journal lines, chapters 'In Editor (Ed.), Book (pp. x--y).', a 'Citeseer volume~10' line); Zotero,
Google-Scholar-style and Mendeley-like BibTeX of three of the LaTeX papers, two hand-edited Google-Scholar-style BibTeX
files of a 2026 LLNCS paper draft on explainable credit-risk prediction (Spanish comments, a key glued into another
entry's title) and its biblatex .bbl; four Chinese Word
theses (the express-delivery, rule-mining, smart-parking and heart-signal ones) counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout33_manifest.json``); repositories of batches 1 to 32 count as seen.
Writes bench/results/heldout33.json. ``--batch 34`` does the same for held-out batch 34 (heldout34_manifest.json,
heldout34_reflines_labels.json, heldout34_manuscripts.json; collected and labelled blind beside batch 33 as the next fresh
independent measurement, weighted to English Word theses and reports from several continents: an Irish MSc capstone's
Google-Scholar Harvard list, a Philippine doctoral dissertation's APA 7 list (edited books, chapters, doubled doi links),
a final-year FPGA report's IEEE list mixed with Harvard and ResearchGate-copied lines, a phishing project's Harvard
'[online] … [Accessed …]' and APA lists, an MSc literature review's APA 6-like list with 'doi: ' prefixes, a title-first
MLA 9 works-cited list, a Bangladeshi public-health manuscript's Google-Scholar APA list (author lists cut by '...',
repeated entries); a Peruvian Springer author-year manuscript list rendered from Quarto into Word; a German master's
thesis's APA 'Literaturverzeichnis' and a German literary-studies bachelor thesis's hand-typed 'Surname, Given: Title. In: …
Hrsg. von … Place: Publisher Year. S. x - y.' list; an Indian MSc dissertation's hand-typed list; a Spanish TFG's Word built-in ISO 690 numerical list (title first, 'págs.',
'[En línea]'); Chinese GB/T 7714 lists of a 2026 bachelor thesis and its opening report (CNKI- and Scholar-copied, IEEE
lines among them), a CNKI-copied group thesis list and a proposal's [EB/OL]/[S]/[M] list; the thesis, the opening report
and the FPGA report in Word, an R Markdown report and a Kenyan R Markdown (distill) manuscript with their .bib
counted by hand; prepared with
``prepare_bib.py --manifest bench/corpus/heldout34_manifest.json``); repositories of batches 1 to 32 count as seen.
Writes bench/results/heldout34.json. ``--batch 35`` and ``--batch 36`` do the same for held-out batches 35 and 36
(collected and labelled blind side by side after batch 34; repositories of batches 1 to 34 count as seen): batch 35
weighted to Word theses and manuscripts (Chinese GB/T 7714 lists of six theses, some with PDF-pasted lines and patents;
UK Harvard, Google-Scholar APA, Spanish and Italian Word IEEE lists; Science-style, APA and Vancouver medical
manuscripts; a Kazakh GOST list; a Japanese Vancouver table in Markdown and a French thesis's Markdown list; six Word
manuscripts counted by hand), batch 36 to LaTeX and non-English lists (.bbl files of ITU, COPPE, plain, unsrt,
plainnat, jplain, IEEEtran, alpha and apalike styles from Turkish, Portuguese, Spanish, German, Japanese, French and
Italian theses, a typed thebibliography, German Markdown lists; LaTeX manuscripts in Italian, French and Russian, a
Japanese student's thesis and an R Markdown manuscript with a CSL-JSON bibliography counted by hand). ``--batch 37`` and
``--batch 38`` do the same for held-out batches 37 and 38 (collected and labelled blind side by side after batch 36;
repositories of batches 1 to 36 count as seen): batch 37 weighted to medical material and Portuguese or Spanish lists,
batch 38 to lists pasted from PDFs and web pages (a PhD bibliography copied out of a PDF, a Markdown reading list, a
hand-typed Chinese humanities list), a citeproc APA list left in LaTeX, splncs04, ACM, elsarticle-num and plain-like
.bbl files, a hand-typed bibliography in a .tex, a Nature-style and two GB/T Word lists; LaTeX, R Markdown and Word
manuscripts counted by hand. ``--batch 39`` and ``--batch 40`` do the same for held-out batches 39 and 40 (collected and
labelled blind side by side after batch 38; repositories of batches 1 to 38 count as seen): batch 39 the plain mix of Word
users (Chinese GB/T 7714 lists of theses, opening reports, a template and reading notes; APA, IEEE, Vancouver-like and
EndNote English lists; four Word manuscripts counted by hand), batch 40 that of LaTeX users (.bbl lists of IEEEtran, plain,
plainnat, plainurl, natbib, apsrev, ASA and hand-typed styles; four LaTeX manuscripts with their .bib). ``--check`` runs
nothing of refverify: it says whether the batch's files are there and how many labels still match their
line (``line_sha1``).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

import bib_corpus  # noqa: E402
import heldout_manuscripts  # noqa: E402
import reflines_corpus  # noqa: E402
from bibscan import scan  # noqa: E402
from reflines_extract import line_hash, reference_lines  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
MANIFEST = CORPUS / "heldout_manifest.json"
DEVELOPMENT = ("bib_manifest.json", "bibformats_manifest.json", "manifest.json", "docx_manifest.json")
LABELS = CORPUS / "heldout_reflines_labels.json"
# batch: manifest, labels, manuscripts counted by hand, results; what an earlier batch names is seen
def _batch(n: int, seen_upto: int) -> dict:
    """Batch ``n``'s files, and the manifests of batches 1 to ``seen_upto`` whose repositories count as seen."""
    manifests = ("heldout_manifest.json", *(f"heldout{k}_manifest.json" for k in range(2, seen_upto + 1)))
    return {"manifest": CORPUS / f"heldout{n}_manifest.json", "labels": CORPUS / f"heldout{n}_reflines_labels.json",
            "manuscripts": CORPUS / f"heldout{n}_manuscripts.json", "out": f"heldout{n}.json",
            "seen": manifests[:seen_upto]}


# every batch counts the batches before it as seen, but one collected beside it (19 beside 18, 21 beside 20,
# 22 to 24 side by side, 25 and 26, 27 and 28, 29 and 30, 31 and 32, 33 and 34, 35 and 36, 37 and 38, 39 and 40, 41 to 43, 44 to 46, 47 to 49, 50 to 52, 53 to 55, 56 to 58, 59 to 61, 62 to 64, 65 to 67, 68 to 70, 71 to 73, 74 to 76, 77 to 79, 80 to 82, 83 to 85, 86 to 88, 89 to 91, 92 to 96, 97 to 99, 100 to 102, 103 to 105, 106 to 108, 109 to 111, 112 to 114)
_SEEN_UPTO = {19: 17, 21: 19, 22: 21, 23: 21, 24: 21, 25: 24, 26: 24, 27: 26, 28: 26, 29: 28, 30: 28, 31: 30, 32: 30,
              33: 32, 34: 32, 35: 34, 36: 34, 37: 36, 38: 36, 39: 38, 40: 38,
              41: 40, 42: 40, 43: 40, 44: 43, 45: 43, 46: 43, 47: 46, 48: 46, 49: 46,
              50: 49, 51: 49, 52: 49,
              53: 52, 54: 52, 55: 52,
              56: 55, 57: 55, 58: 55,
              59: 58, 60: 58, 61: 58,
              62: 61, 63: 61, 64: 61,
              65: 64, 66: 64, 67: 64,
              68: 67, 69: 67, 70: 67,
              71: 70, 72: 70, 73: 70,
              74: 73, 75: 73, 76: 73,
              77: 76, 78: 76, 79: 76,
              80: 79, 81: 79, 82: 79,
              83: 82, 84: 82, 85: 82,
              86: 85, 87: 85, 88: 85,
              89: 88, 90: 88, 91: 88,
              92: 91, 93: 91, 94: 91, 95: 91, 96: 91,
              97: 96, 98: 96, 99: 96,
              100: 99, 101: 99, 102: 99,
              103: 102, 104: 102, 105: 102,
              106: 105, 107: 105, 108: 105,
              109: 108, 110: 108, 111: 108,
              112: 111, 113: 111, 114: 111}
BATCHES = {1: {"manifest": MANIFEST, "labels": LABELS, "manuscripts": None, "out": "heldout.json", "seen": ()},
           **{n: _batch(n, _SEEN_UPTO.get(n, n - 1)) for n in range(2, 115)}}


def run_offline(path: Path) -> dict:
    """``refverify run <file> --offline`` in a fresh folder: the scanner's distinct keys against
    the references of the state it writes."""
    keys = {s.key.casefold() for s in scan("bibtex", path.read_bytes().decode("utf-8", errors="replace"))}
    with tempfile.TemporaryDirectory() as out:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
        done = subprocess.run([sys.executable, "-m", "refverify.cli", "run", str(path), "--offline",
                               "--out", out, "--quiet"], capture_output=True, text=True, env=env)
        state_file = Path(out) / "verification_state.json"
        if not state_file.is_file():
            return {"file": str(path), "distinct": len(keys), "in_state": 0, "exit": done.returncode,
                    "failed": (done.stderr or done.stdout).strip().splitlines()[-1:]}
        refs = json.loads(state_file.read_text(encoding="utf-8"))["refs"]
    in_state = {r["key"].casefold() for r in refs.values()}
    missing = sorted(keys - in_state)
    return {"file": str(path), "distinct": len(keys), "in_state": len(refs), "exit": done.returncode,
            "missing_keys": missing, "unreadable": sum(1 for r in refs.values() if r.get("bib_unreadable")),
            "with_notes": sum(1 for r in refs.values() if r.get("bib_notes"))}


def development_repositories(names=DEVELOPMENT) -> set[str]:
    """Every repository the development manifests (or the ``names`` given) name (lower case),
    whatever the key."""
    repos = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("repository", "repo") and isinstance(value, str):
                    repos.add(value.casefold())
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    for name in names:
        if (CORPUS / name).is_file():
            walk(json.loads((CORPUS / name).read_text(encoding="utf-8")))
    return repos


def unseen_figures(bibs: dict, lines: dict, manifest: dict, seen: set[str]) -> dict:
    """The figures again on the repositories no development manifest names."""
    rows = [r for r in bibs["files"] if r["repository"].casefold() not in seen]
    sources = {s["id"] for s in manifest["reflines"] if s["repository"].casefold() not in seen}
    accs = [a for k, a in lines["summary"]["by_source"].items() if k in sources]
    right, scored = sum(a["right"] for a in accs), sum(a["scored"] for a in accs)
    return {"bibliographies": bib_corpus.summarise(rows), "reflines_sources": sorted(sources),
            "reflines_accuracy": {"right": right, "scored": scored,
                                  "percent": round(100 * right / scored, 2) if scored else 0.0}}


def check_batch(manifest: dict, labels: list[dict], manuscripts: dict | None) -> dict:
    """Whether a batch loads, without running refverify: per reference-line source, the lines
    taken (bench/corpus/reflines_extract.py) and the labels whose line is still the one labelled
    (``line_sha1``); files of the manifest absent under its root; manuscripts whose file or
    bibliography is absent; labels of a source the manifest does not list."""
    root = Path(manifest["root"])
    roots = manifest.get("reflines_roots", {})
    absent = [i["file"] for i in manifest["files"] if not (root / i["file"]).is_file()]
    by_source: dict[str, list[dict]] = {}
    for label in labels:
        by_source.setdefault(label["source"], []).append(label)
    sources = []
    for source in manifest["reflines"]:
        path = Path(roots.get(source["root"], root)) / source["file"]
        wanted = by_source.pop(source["id"], [])
        row = {"id": source["id"], "labels": len(wanted)}
        if not path.is_file():
            sources.append({**row, "lines": 0, "matched": 0, "absent": str(path)})
            continue
        texts = dict(reference_lines(source, path))
        matched = [w for w in wanted if w["locator"] in texts and line_hash(texts[w["locator"]]) == w["line_sha1"]]
        sources.append({**row, "lines": len(texts), "matched": len(matched),
                        "stale": sorted(w["locator"] for w in wanted if w not in matched)})
    missing_docs = []
    for item in (manuscripts or {}).get("manuscripts", []):
        missing_docs += [f"{item['id']}: {f}" for f in [item["file"], *item["bib"]] if not (root / f).is_file()]
    return {"files": len(manifest["files"]), "absent_files": absent, "sources": sources,
            "lines": sum(s["lines"] for s in sources), "labels": len(labels),
            "matched": sum(s["matched"] for s in sources), "orphan_labels": sorted(by_source),
            "manuscripts": len((manuscripts or {}).get("manuscripts", [])), "manuscripts_absent": missing_docs}


def report_check(check: dict) -> int:
    for s in check["sources"]:
        said = s.get("absent") or (f"stale {s['stale']}" if s.get("stale") else "")
        print(f"{s['id']}: {s['lines']} lines, {s['matched']} of {s['labels']} labels match their line"
              + (f" — {said}" if said else ""))
    print(f"{check['files'] - len(check['absent_files'])} of {check['files']} files present; "
          f"{check['lines']} reference lines; {check['matched']} of {check['labels']} labels matched to their "
          f"line by line_sha1; {check['manuscripts']} manuscripts, {len(check['manuscripts_absent'])} with a file "
          f"absent" + (f"; labels of unknown sources: {check['orphan_labels']}" if check["orphan_labels"] else ""))
    ok = (not check["absent_files"] and check["matched"] == check["labels"] and not check["manuscripts_absent"]
          and not check["orphan_labels"])
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, choices=sorted(BATCHES), default=1,
                        help="held-out batch: 1 (default), 2 (collected after batch 1 was looked at), 3 "
                             "(collected blind after batch 2), 4 (collected blind after batch 3), 5 "
                             "(collected blind after batch 4), 6 (collected blind after batch 5), 7 (collected blind after "
                             "batch 6, the independent measurement), 8 (collected blind after batch 7, a fresh independent measurement), 9 (collected blind beside batch 8, a second "
                             "independent measurement), 10 (collected blind after batches 8 and 9, weighted to medicine), 11 "
                             "(collected blind after batch 10, weighted to the mix of what users bring), 12 (collected "
                             "blind after batch 11, weighted to Chinese Word theses), 13 (collected blind beside batch 12), 14 "
                             "(collected blind after batches 12 and 13), 15 (collected blind beside batch 14), 16 (collected "
                             "blind beside batch 17), 17 (collected blind after batch 15, beside batch 16), 18 "
                             "(collected blind after batch 17, beside batch 19), 19 (collected blind beside batch 18), 20 (collected blind beside batch 21) or 21 "
                             "(collected blind after batches 18 and 19, beside batch 20), 22, 23 or 24 (collected blind "
                             "side by side after batches 20 and 21), 25 or 26 (collected blind side by side after batch 24), 27 "
                             "(collected blind beside batch 28 after batch 26), 29 or 30 (collected blind side by side after batch 28), 31 "
                             "(collected blind beside batch 32 after batch 30), 32 (collected blind beside batch 31 after batch 30) or 33 "
                             "(collected blind beside batch 34 after batch 32), 34 (collected blind beside batch 33 after batch 32), "
                             "35 or 36 (collected blind side by side after batch 34), 37 or 38 (collected blind side by side after batch 36), "
                             "39 or 40 (collected blind side by side after batch 38)")
    parser.add_argument("--manifest", type=Path, help="default: the batch's manifest")
    parser.add_argument("--labels", type=Path, help="default: the batch's labels")
    parser.add_argument("--out", type=Path, help="default: bench/results/heldout.json (batch N: heldoutN.json)")
    parser.add_argument("--run", type=int, default=3, help="bibtex files run through `refverify run --offline`")
    parser.add_argument("--check", action="store_true",
                        help="only check that the batch's files and labels load (nothing of refverify runs)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    batch = BATCHES[args.batch]
    args.manifest = args.manifest or batch["manifest"]
    args.labels = args.labels or batch["labels"]
    args.out = args.out or ROOT / "bench" / "results" / batch["out"]
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    spec = json.loads(batch["manuscripts"].read_text(encoding="utf-8")) if batch["manuscripts"] else None
    if args.check:
        labels = json.loads(args.labels.read_text(encoding="utf-8"))["labels"]
        return report_check(check_batch(manifest, labels, spec))
    verbose = ["-v"] if args.verbose else []
    with tempfile.TemporaryDirectory() as tmp:
        bib_out, lines_out = Path(tmp) / "bib.json", Path(tmp) / "lines.json"
        print("== bibliographies (bench/bib_corpus.py)")
        bib_corpus.main(["--manifest", str(args.manifest), "--out", str(bib_out), *verbose])
        print("== reference lines (bench/reflines_corpus.py)")
        reflines_corpus.main(["--manifest", str(args.manifest), "--labels", str(args.labels),
                              "--out", str(lines_out), *verbose])
        bibs = json.loads(bib_out.read_text(encoding="utf-8"))
        lines = json.loads(lines_out.read_text(encoding="utf-8"))
    seen = development_repositories(DEVELOPMENT + batch["seen"])
    overlap = sorted({i["repository"] for i in manifest["files"] + manifest["reflines"]
                      if i["repository"].casefold() in seen})
    unseen = unseen_figures(bibs, lines, manifest, seen)
    print(f"== repositories also named by a development manifest: {', '.join(overlap) or 'none'}")
    b, a = unseen["bibliographies"], unseen["reflines_accuracy"]
    print(f"on the others only: {b['reached']} of {b['distinct']} entries read ({b['reached_percent']} %) in "
          f"{b['files']} files, {b['notes']} with a parse note, {b['wrong']} looking wrong; reference lines: "
          f"{a['right']} of {a['scored']} labelled fields ({a['percent']} %)")
    root = Path(manifest["root"])
    chosen, seen = [], set()
    for item in manifest["files"]:  # one file per repository, neither empty nor huge
        if (item["kind"] == "bibtex" and item["repository"] not in seen and 1_000 < item["bytes"] < 300_000
                and (root / item["file"]).is_file()):
            seen.add(item["repository"])
            chosen.append(item)
    chosen = chosen[: args.run]
    runs = [run_offline(root / i["file"]) for i in chosen]
    print("== refverify run --offline")
    for r in runs:
        print(f"{Path(r['file']).name}: {r['in_state']} references in the state for {r['distinct']} entries; "
              f"missing {r.get('missing_keys', r.get('failed'))}")
    result = {"batch": args.batch, "overlap_with_development": overlap, "unseen_only": unseen,
              "bibliographies": bibs, "reflines": lines, "offline_runs": runs}
    if spec:
        print("== manuscripts (bench/heldout_manuscripts.py)")
        result["manuscripts"] = heldout_manuscripts.measure(spec, root)
        heldout_manuscripts.report(result["manuscripts"])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
