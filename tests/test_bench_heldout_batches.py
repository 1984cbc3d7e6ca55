"""Held-out batches 3 to 19, 21, 22, 23, 24 and 26 (issue 20): their committed manifests, labels and hand counts, collected
blind, and the flag that measures each (bench/heldout.py --batch N). Nothing here runs refverify on
them. One table of what each batch holds; the same checks for each."""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from bench import heldout

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpus"
LABEL_KEYS = {"source", "locator", "line_sha1", "style", "language", "etal", "authors", "title", "year",
              "journal", "publisher", "volume", "issue", "pages", "doi"}
BATCHES = {
    3: {"seen_examples": ("fanglingliu/paper", "awconway/troops-reliability"),   # batch 2's
        "sizes": (24, 38, 15),
        "kinds": {"bibtex": 15, "docx": 7, "bibtex-bbl": 4, "manuscript": 4, "markdown": 4, "csl-json": 2,
                  "ris": 1, "biblatex-bbl": 1},
        "labels": 338, "languages": {"en": 283, "zh": 50, "de": 3, "fr": 1, "la": 1},
        "styles": {"gbt7714": 201, "vancouver": 42, "apa": 38, "other": 31, "ieee": 14, "harvard": 12},
        "label_repositories": 13,
        "manuscripts": ["sinanma_qmd", "psyche_tex", "opsnap_qmd", "adt_tex", "pauling_docx", "bigcarrot_docx"],
        "citations": 102, "citing_places": 94},
    4: {"seen_examples": ("bdarcus/manuscript-rendition", "0zhongying0/docpaper"),   # batches 1 and 3's
        "sizes": (23, 56, 12),
        "kinds": {"manuscript-part": 18, "bibtex": 16, "manuscript": 5, "bibtex-bbl": 4, "docx": 5,
                  "endnote-xml": 3, "markdown": 3, "ris": 1, "csl-json": 1},
        "labels": 285, "languages": {"en": 243, "zh": 42},
        "styles": {"other": 92, "aps": 40, "harvard": 39, "apa": 36, "ieee": 33, "gbt7714": 26, "plainnat": 19},
        "label_repositories": 11,
        "manuscripts": ["lottery_natbib_tex", "rijke_revtex", "soundscape_qmd", "groups_biblatex_tex",
                        "kinship_textcite_tex", "pqc_ieee_docx"],
        "citations": 329, "citing_places": 277},
    5: {"seen_examples": ("ankitsahay02/aps_arxiv_suppmat", "omangoitai/graduation"),   # batch 4's
        "sizes": (29, 44, 15),
        "kinds": {"bibtex": 21, "bibtex-bbl": 6, "manuscript": 5, "markdown": 5, "csl-json": 2, "biblatex-bbl": 2,
                  "docx": 2, "nbib": 1},
        "labels": 456, "languages": {"en": 349, "zh": 107},
        "styles": {"gbt7714": 174, "other": 126, "plainnat": 59, "apa": 55, "ieee": 26, "chicago": 13, "vancouver": 3},
        "label_repositories": 13,
        "manuscripts": ["lwfly_zh_docx", "childcare_qmd", "tutus_iffalse_tex", "tee_survey_tex", "rlenv_plainlist_tex"],
        "citations": 126, "citing_places": 120},
    6: {"seen_examples": ("lwfly/graduation_work", "alchedata/rl-env-white-paper"),   # batch 5's
        "sizes": (21, 30, 7),
        "kinds": {"bibtex": 18, "manuscript": 3, "bibtex-bbl": 3, "docx": 3, "biblatex-bbl": 2, "markdown": 1},
        "labels": 135, "languages": {"en": 124, "zh": 11},
        "styles": {"harvard": 75, "apa": 48, "other": 7, "aps": 5},
        "label_repositories": 7,
        "manuscripts": ["alz_biblatex_apa_tex", "qbattery_revtex_tex", "mixture_quarto_qmd", "langchain_apa_docx",
                        "wfh_harvard_docx"],
        "citations": 100, "citing_places": 94},   # alz: its \Cite{dibattista2016} (biblatex) was missed by the hand count
    7: {"seen_examples": ("42logos/uamocf", "9117ket/my_thesis-research"),   # batch 6's
        "sizes": (24, 41, 14),
        "kinds": {"bibtex": 18, "ris": 1, "bibtex-bbl": 4, "docx": 8, "markdown": 3, "manuscript": 3,
                  "manuscript-part": 4},
        "labels": 307, "languages": {"en": 221, "zh": 86},
        "styles": {"gbt7714": 107, "apa": 13, "apa (Google Scholar APA)": 36, "ieee": 54,
                   "gbt7714 (CNKI title-first)": 24, "mixed": 33, "ieee (IEEEtranN .bbl)": 25,
                   "optica (opticajnl .bbl)": 15},
        "label_repositories": 13,
        "manuscripts": ["vessel_optica_tex", "qeco_ieeetran_tex", "prereg_apaquarto_qmd", "eeg_ieee_md",
                        "sleep_review_md", "subtypes_apa_docx"],
        "citations": 190, "citing_places": 158},
    8: {"seen_examples": ("ajv304/thesis", "yashgpatel/vessel-underestimation"),   # batch 7's
        "sizes": (26, 38, 17),
        "kinds": {"bibtex": 17, "bibtex-bbl": 5, "biblatex-bbl": 1, "docx": 11, "markdown": 1, "manuscript": 1,
                  "manuscript-part": 2},
        "labels": 326, "languages": {"en": 199, "zh": 126, "de": 1},
        "styles": {"gbt7714": 108, "gbt7714 (gbt7714 natbib .bbl)": 35, "gbt7714 (unnumbered CNKI export)": 29,
                   "gbt7714 (full-width punctuation)": 22, "other": 23, "other (Chinese book list, '。' separators)": 15,
                   "ieee": 18, "ieee (IEEEtran .bbl)": 16, "mixed": 18, "other (juliacon .bbl)": 13,
                   "acm (ACM-Reference-Format .bbl)": 13, "plainnat (natbib author-year .bbl)": 16},
        "label_repositories": 17,
        "manuscripts": ["omop_juliacon_tex", "sound_review_ieee_docx", "rollcall_gbt_docx", "lowcode_llm_docx",
                        "pine_llm_md"],
        "citations": 175, "citing_places": 169},
    9: {"seen_examples": ("ajv304/thesis", "wj-lai/graduation-thesis"),   # batch 7's
        "sizes": (22, 34, 13),
        "kinds": {"bibtex": 15, "csl-json": 1, "ris": 1, "nbib": 1, "biblatex-bbl": 1, "docx": 6, "markdown": 6,
                  "manuscript": 2, "text": 1},
        "labels": 272, "languages": {"en": 190, "fr": 50, "de": 21, "pt": 7, "sv": 3, "la": 1},
        "styles": {"vancouver": 70, "vancouver (Markdown, DOI/PMID, in a Spanish guide)": 22, "apa": 35,
                   "springer (basic author-year)": 35,
                   "apa (pandoc CSLReferences in LaTeX)": 19, "apa (Word built-in APA 6)": 7, "cell (author-year, CSL)": 2,
                   "other (German author-year, Hg./In:/S.)": 15, "other (German theology author-year, Hg./Aufl.)": 9,
                   "other (French 'NOM (Prénom). - Titre. - Lieu : Éditeur, année')": 21,
                   "other (French 'NOM Prénom,Titre, Éditeur, année', pasted from a PDF)": 30,
                   "other (Brazilian ABNT-like, numbered)": 7},
        "label_repositories": 12,
        "manuscripts": ["errcode_papaja_rmd", "posture_apa_qmd", "socialmedia_apa_docx", "covid_wordapa_docx",
                        "tbi_ofi_vancouver_docx"],
        "citations": 165, "citing_places": 126},
    10: {"seen_examples": ("bartlettje/papaja_demo", "sandelsward/trauma-subgroups-ofi"),   # batch 9's
         "sizes": (9, 53, 12),
         "kinds": {"bibtex": 17, "ris": 3, "markdown": 8, "docx": 4, "manuscript": 3, "manuscript-part": 18},
         "labels": 273, "languages": {"zh": 135, "en": 138},
         "styles": {"gbt7714 (PDF-converted, mixed half/full-width)": 99, "gbt7714 (full-width punctuation)": 56,
                    "bmj (Vancouver-like, numbered by a reference manager)": 30,
                    "ama/nlm (numbered, 'Year Mon;Vol(Iss):pages. doi: ... PMID: ...')": 35,
                    "harvard (Cite Them Right)": 10,
                    "ama (PubMed 'Cite' AMA lines numbered 【n】 in a Chinese Word protocol)": 8,
                    "other (title-first 'Title. Authors. Journal Year: vol(issue); pages', Markdown blog)": 35},
         "label_repositories": 6,
         "manuscripts": ["spotepi_bmj_docx", "cost2care_harvard_docx", "aclr_chapter_qmd", "chartreview_rmd",
                         "ecg_elsarticle_tex", "sepsis_protocol_zh_docx"],
         "citations": 202, "citing_places": 84},
    11: {"seen_examples": ("docsteveharris/paper-spotepi", "pmean/build-website"),   # batch 10's
         "sizes": (13, 58, 10),
         "kinds": {"manuscript-part": 36, "bibtex": 6, "docx": 5, "markdown": 5, "manuscript": 2, "biblatex-bbl": 2, "bibtex-bbl": 2},
         "labels": 211, "languages": {"en": 114, "zh": 83, "fr": 12, "de": 2},
         "styles": {"apa 7 (Markdown, plain and with *italics*, LLM-assisted-looking, repeated entries)": 32,
                    "harvard (Leeds Beckett 'Author (Year) Title. Journal [Online], vol (iss), pp.', Word)": 32,
                    "gbt7714 (CNKI-copied, Markdown '1. [1]' double numbering, mixed with APA-like and Elsevier-copied English lines)": 30,
                    "chicago author-date (French locale, HTML <p> lines in Markdown)": 25,
                    "gbt7714 (CNKI-copied, Markdown '- [n]' bullets, '+' page ranges)": 19,
                    "gbt7714 (CNKI-copied, Markdown notes, two entries numbered [16])": 18,
                    "apa 6 (student Word dissertation, with 'pp.' and dx.doi.org links)": 16,
                    "gbt7714 (CNKI-copied, half-width, page ranges glued)": 14,
                    "gbt7714 (CNKI-copied, Word thesis draft)": 14,
                    "other (French law 'NOM Prénom, Titre, Lieu, Éditeur, année', Word)": 11},
         "label_repositories": 8,
         "manuscripts": ["gdut_thesis_zh_docx", "bike_thesis_zh_docx", "threadsafety_de_tex", "robot_eud_de_tex"],
         "citations": 111, "citing_places": 111},
    12: {"seen_examples": ("wht159/biyelunwen", "urfistbordeaux/csl_ed_droit_ubx"),   # batch 11's
         "sizes": (20, 25, 15),
         "kinds": {"docx": 12, "bibtex": 8, "bibtex-bbl": 2, "manuscript": 2, "text": 1},
         "labels": 260, "languages": {"en": 159, "zh": 99, "es": 1, "fr": 1},
         "styles": {"gbt7714 (unnumbered, CNKI- and IEEE-Xplore-copied, issue-only '2007(03)')": 35,
                    "harvard (citation-generator '[online]' / 'Available at: … [Accessed …]', English Word dissertation)": 35,
                    "ieee (ieeetr .bbl of Google Scholar BibTeX)": 35,
                    "ieee (IEEEtran .bbl of LLM-assisted BibTeX)": 35,
                    "gbt7714 (unnumbered CNKI-export-like, English names in capitals)": 24,
                    "gbt7714 (typed, '.'-joined thesis places, '2014年第22卷第18期' and '2015年1期' issues)": 12,
                    "gbt7714 (English lines pasted from a PDF: hyphenation, lost numbers, entries over two paragraphs)": 12,
                    "other (Chinese typed list, books without type marks, 'YYYY年M月' dates, translators)": 11,
                    "gbt7714 (typed, lower-case '[j]', full-width '．' mixed with '.')": 10,
                    "gbt7714 (typed task book, '[EB/OL]' without authors)": 10,
                    "mixed (GB/T-like and IEEE English lines in a Chinese Word proposal)": 10,
                    "gbt7714 (typed proposal list, an entry without a type mark)": 9,
                    "apa (hand-typed one-per-line list with Markdown *italics*)": 9,
                    "other (Chinese review, '来源(互联网资源) 标题：… 链接：…' web lines, run-together GB/T lines)": 7,
                    "other (LLM-drafted-looking title-less lines, 'Authors. (Year). Journal, vol(iss), pages. DOI:')": 6},
         "label_repositories": 13,
         "manuscripts": ["opf_thesis_zh_docx", "basket_paper_docx", "course_site_zh_docx", "cellmech_ieeetr_tex",
                         "surgical_ieeetran_tex"],
         "citations": 177, "citing_places": 142},
    13: {"seen_examples": ("wht159/biyelunwen", "pzq123456/bike"),   # batch 11's
         "sizes": (20, 35, 19),
         "kinds": {"docx": 17, "bibtex": 8, "manuscript-part": 4, "markdown": 2, "manuscript": 2, "biblatex-bbl": 2},
         "labels": 373, "languages": {"en": 264, "zh": 60, "pt": 26, "it": 10, "fr": 7, "es": 5, "de": 1},
         "styles": {"harvard (Cite Them Right, UK MSc dissertation, Word)": 35,
                    "other (Elsevier-like author-year 'Journal. vol, iss, pages.', Spanish Word thesis)": 35,
                    "apa (Word built-in, mangled names, medical sources)": 35,
                    "apa 7 (reference-manager list in a German Word bachelor thesis)": 35,
                    "chicago notes-bibliography (Zotero, French locale, entry numbers in their own paragraphs, Word)": 28,
                    "apa 6 (reference-manager output in a Word PhD chapter)": 27,
                    "other (Brazilian ABNT-like, hand-typed, Word)": 26,
                    "gbt7714 (Word thesis, tab-indented [n] entries)": 20,
                    "mixed (Chinese proposal: GB/T, Google Scholar MLA, APA and Acta-style lines, Word)": 20,
                    "gbt7714 (Markdown lines opened by '[Key]')": 17,
                    "gbt7714 (CNKI-copied, Word thesis)": 15,
                    "gbt7714 (CNKI export, Markdown '1.' numbering, [P] for proceedings)": 14,
                    "gbt7714 (pasted from a PDF into Word, unnumbered, entries broken mid-word)": 13,
                    "chicago author-date (Quarto-rendered medical manuscript, Word)": 13,
                    "other (Chinese home-made 'Authors.Title.Journal.vol(iss).year,month:pages', Word)": 12,
                    "other (Italian humanities 'Label Year Given Family, Title, City: Publisher', Word)": 10,
                    "other (Italian '[n] – topic – source' web bibliography, Word)": 9,
                    "apa 7 (Spanish web pages, in-text citation pasted before the entry, Word)": 5,
                    "chicago author-date (pandoc default CSL, Word)": 4},
         "label_repositories": 18,
         "manuscripts": ["course_gbt_zh_docx", "netlog_it_docx", "honeypot_it_biblatex_tex", "opinion_zh_docx", "audiogram_quarto_qmd"],
         "citations": 96, "citing_places": 95},
    14: {"seen_examples": ("xinruiqi/casa0004-dissertation", "yiju-peng/lunwen"),   # batch 13's
         "sizes": (24, 29, 20),
         "kinds": {"docx": 16, "bibtex-bbl": 5, "bibtex": 7, "markdown": 1},
         "labels": 380, "languages": {"en": 279, "zh": 93, "pt": 5, "de": 2, "es": 1},
         "styles": {"harvard (author-date 'Surname, I., Year. Title. Journal, vol(iss), pp.x–y.', English Word MSc dissertation)": 35,
                    "nature (English 'Surname, I. & … Title. Abbrev. J. vol, pages (year).' list pasted into a Chinese Word document, unnumbered)": 35,
                    "other (Brazilian ABNT, abntex2 .bbl: 'SURNAME, I. Title. Journal, v. 15, n. 3, p. x–y, year.')": 35,
                    "apa 7 (English Word research proposal, finance/ML, LLM-assisted-looking, DOIs as https://doi.org links)": 33,
                    "ieee (IEEEtran .bbl of a LaTeX graduation thesis, lower-cased titles)": 32,
                    "vancouver (reference-manager '[n] Surname AB, … Title. Journal Year;Vol:pages. https://doi.org/…', reports and guidelines, English Word manuscript)": 24,
                    "acs (numbered '(n) Surname, I.; … Title. Journal Year, vol (iss), pages. doi', English Word research paper)": 23,
                    "gbt7714 (CNKI-exported, numbered [n] without space, zero-padded '019(001)' volumes, repeated entries, one over two paragraphs, Chinese Word thesis)": 22,
                    "gbt7714 (unnumbered, NoteExpress-like, mostly English lines, proceedings in lower case, Chinese Word thesis)": 21,
                    "gbt7714 (CNKI-copied, issue-only '2015,(05)', numbered [n], Chinese Word thesis)": 20,
                    "other (typed book list 'Author，Title，Publisher，Year', full-width commas, Chinese Word thesis)": 16,
                    "gbt7714 (typed, unnumbered, mostly [M] books with '北京:' places and 'YYYY.M' dates, Chinese Word thesis)": 15,
                    "gbt7714 (typed, full-width commas, '.[J].' marks, cited pages after books, an entry over two paragraphs, Chinese Word thesis)": 15,
                    "other (German DIN 1505, alphadin .bbl: 'Surname, I. : Title. In: Journal 21 (1977), S. x–y')": 11,
                    "gbt7714 (LLM-drafted-looking Markdown thesis, placeholder authors 张三/李四, official-documentation [EB/OL] lines)": 10,
                    "mla (Google-Scholar-copied MLA lines under topic headings, English Word humanities proposal)": 10,
                    "ieee (Word built-in IEEE in French locale, «title,» [En ligne], numbers in their own paragraphs, French Word mémoire)": 8,
                    "ieee (English Word research draft, medical, a PubMed-'Cite'-copied MLA-like line among IEEE lines)": 6,
                    "other (typed [n] list, '、'-separated authors, 《》 book titles, Chinese Word thesis)": 5,
                    "gbt7714 (typed [n] without spaces, Chinese Word course paper)": 4},
         "label_repositories": 20,
         "manuscripts": ["diffraction_zh_docx", "jess_ontology_zh_docx", "keyphrase_zh_docx", "community_llm_md",
                         "diabetes_ieee_docx", "contraception_vancouver_docx"],
         "citations": 89, "citing_places": 82},
    15: {"seen_examples": ("0xdonva/tesi-latex", "albertoarostegui/memoria_tfg"),   # batch 13's
         "sizes": (19, 33, 12),
         "kinds": {"docx": 9, "bibtex": 10, "manuscript": 2, "bibtex-bbl": 1, "manuscript-part": 9, "markdown": 2},
         "labels": 238, "languages": {"en": 170, "zh": 57, "es": 11},
         "styles": {"harvard (Cite Them Right, DOI links and '(Accessed: …)' dates, medical-informatics English Word dissertation)": 35,
                    "gbt7714 (Google-Scholar-copied, 2026 Chinese Word thesis, ACM article numbers)": 35,
                    "gbt7714 (tab-indented unnumbered Word list, medical imaging, issue-only 'YYYY，6:' lines)": 30,
                    "ieee (IEEEtran-like .bbl of a Spanish-language MSc thesis, \\ce{} formulas)": 30,
                    "harvard (reference-generator '[online] … Available at: … [Accessed …]', tab-indented, English Word dissertation)": 19,
                    "mixed (unnumbered English retinal-imaging list in a Chinese Word review: EndNote GB/T-like, PubMed and Springer author-year lines, Japanese and Korean authors)": 18,
                    "mixed (Chinese review: GB/T, Google Scholar MLA and [EB/OL] lines, Word)": 15,
                    "gbt7714 (typed '[1].' list, ISSNs in the page slot, missing separators, Word review)": 14,
                    "apa 7 (pasted from a PDF into a Spanish Word thesis: entries over paragraphs, 'Retrieved …, from' web pages)": 14,
                    "gbt7714 (CNKI-copied and Baidu-Scholar-like 'Wang M ,  Deng W .' lines, Word review)": 10,
                    "apa 7 (Markdown '- ' reading list, '…' author cuts, reading dates and `labels` after the entry)": 12,
                    "apa 7 (Markdown '- ' reading list, '>' notes between entries)": 6},
         "label_repositories": 11,
         "manuscripts": ["fedrec_thesis_zh_docx", "bugtrack_review_zh_docx", "led_thesis_es_tex", "ckd_harvard_docx",
                         "rag_textcite_tex"],
         "citations": 237, "citing_places": 208},
    16: {"seen_examples": ("ezekwemdesmond/chronic-kidney-disease-chatbot", "devmolina/tesismaestria"),   # batch 15's
         "sizes": (18, 34, 12),
         "kinds": {"manuscript-part": 11, "bibtex": 9, "docx": 8, "markdown": 3, "manuscript": 2, "bibtex-bbl": 1},
         "labels": 303, "languages": {"en": 244, "zh": 50, "id": 7, "de": 2},
         "styles": {"gbt7714 (NoteExpress-like, '. Journal. 2017(02): pages' issue-only lines, capitalised English journals, [Z] lines, Chinese Word review)": 35,
                    "harvard (Word built-in, '[Online] Available at: … [Accessed …]', Japanese student's English bachelor thesis)": 35,
                    "chicago author-date (Quarto-rendered into Word, numbered, publisher after volume)": 35,
                    "ama (unnumbered Vancouver/AMA lines, pharmacokinetics, LLM-written-looking Word manuscript)": 29,
                    "ama (numbered Markdown list, *italic* journals and books, LLM-written-looking)": 29,
                    "ieee (IEEEtran .bbl of Zotero BibTeX, Indonesian and English titles, URLs and 'accessed:' dates)": 29,
                    "apa-like (LLM-written-looking Markdown page, '[n] **Authors** (Year).' with bold authors and italics, notes between entries)": 28,
                    "apa 7 (numbered '1. ' Word list, LLM-assisted-looking medical-imaging manuscript, 'Article eNNN')": 20,
                    "other (typed Chinese 'Author，Year，《Title》，Publisher，第N页' list, journals in 《》, Word)": 18,
                    "gbt7714 (tab-indented unnumbered English lines, [C] with places, Chinese Word opening report)": 16,
                    "vancouver (Zotero NLM, '[Internet]' and '[cited …]' dates, 'Available from:' Markdown links, title-first web pages, Markdown dataset description)": 16,
                    "gbt7714 (CNKI- and Scholar-copied, unnumbered, no spaces after punctuation, [J/OL] with DOI link, a repeated [C] line, Chinese Word opening report)": 13},
         "label_repositories": 11,
         "manuscripts": ["dpft_proposal_zh_docx", "cxr_apa_docx", "dosetrack_md", "mern_skripsi_tex", "hypotension_natbib_tex"],
         "citations": 244, "citing_places": 202},
    17: {"seen_examples": ("ezekwemdesmond/chronic-kidney-disease-chatbot", "52lkk/kaitidabian"),   # batch 15's
         "sizes": (20, 42, 14),
         "kinds": {"docx": 10, "bibtex-bbl": 5, "bibtex": 9, "manuscript": 5, "manuscript-part": 12, "markdown": 1},
         "labels": 351, "languages": {"en": 294, "zh": 57},
         "styles": {"vancouver (EndNote numbered 'Surname, I., et al., Title. J Abbrev, Year. Vol(Iss): p. x-y.', Word list of a forensic-anthropology review)": 35,
                    "gbt7714 (numbered [n] Word list of a Chinese time-series thesis, mostly English lines, [A]…[C] proceedings, issue-only '2010,(6)', '王艳红等' without a comma, two entries numbered [90])": 35,
                    "other (Elsevier numbered 'I. Surname, …, Title[J]. Journal, vol(iss) (year) pages.' with GB/T [J] marks and article numbers, Word list of a Chinese author)": 31,
                    "ieee (LLM-drafted-looking Markdown list, '[Key+YY]' labels, each line followed by Google Scholar BibTeX, '(Verify …)' and 'FAKE paper' notes)": 31,
                    "apa (apacite .bbl of a LaTeX MSc thesis, organisations mangled into initials, web manuals with access dates)": 30,
                    "ieee (IEEEtran .bbl of a LaTeX conference paper, DBLP/arXiv 'CoRR, vol. abs/…' lines, '------' repeated author, 'MM YYYY' dates)": 30,
                    "plainnat (natbib author-year .bbl of Google Scholar BibTeX, 'Given Family' names, lower-cased titles, article numbers after the volume)": 30,
                    "harvard (reference-generator '[online] … Available at: … [Accessed …]', English Word MSc dissertation on free-to-play pricing, given-first names, titles run together with site names)": 30,
                    "gbt7714 (unnumbered, mixed Chinese and English lines, ISSNs in the page slot, Chinese Word paper on fall detection)": 23,
                    "gbt7714 (numbered [n], Chinese Word graduation thesis draft, LLM-drafted-looking complete lines, [C] with 'Proceedings … City: Publisher, Year: pages')": 22,
                    "apa 7 (English Word MSc dissertation, reference-manager/Google-Scholar-copied lines, article numbers as 'x–x' ranges, an ISSN in the page slot)": 17,
                    "mixed (APA-like and Vancouver-like lines with '(Year).' after the authors, a title-less line, a DOI in its own paragraph, English Word MSc dissertation on diet and diabetes)": 17,
                    "gbt7714 (numbered [n], mostly [D] theses without places, full-width '．' endings, Chinese Word proposal)": 12,
                    "gbt7714 (unnumbered, laws as [S] without authors, a doubled year '2026 2026(05)', Chinese Word course paper)": 8},
         "label_repositories": 14,
         "manuscripts": ["edgefall_zh_docx", "vdes_proposal_zh_docx", "uwb_apacite_tex", "mlops_ieeetran_tex", "eviltwin_ieee_tex", "pdms_vancouver_qmd", "aorticstenosis_vancouver_qmd"],
         "citations": 221, "citing_places": 211},
    18: {"seen_examples": ("ezekwemdesmond/chronic-kidney-disease-chatbot", "cg13013455176/edgefallnet"),   # batches 15 and 17's
         "sizes": (13, 18, 15),
         "kinds": {"docx": 10, "manuscript": 2, "markdown": 1, "bibtex-bbl": 2, "bibtex": 3},
         "labels": 254, "languages": {"en": 189, "zh": 56, "pt": 3, "ja": 6},
         "styles": {"gbt7714 (CNKI-copied [n] list, mostly without a space after the number, an English entry over three paragraphs, a missing [22], a stray '[1, 2]' inside a title, a DOI with spaces, Chinese Word graduation thesis on a hydropower digital twin)": 35,
                    "harvard (Google-Scholar-copied 'Surname, I., Year. Title. Journal, vol(iss), pp.x-y.' and reference-generator '[online] … Available at: <…> [Accessed …]' lines, English Word MSc dissertation on weight-management attrition)": 32,
                    "elsarticle-num (.bbl of a LaTeX medical manuscript, 'I. Surname, …, et al., Title, Journal vol (iss) (year) pages.' with doi links, article numbers)": 27,
                    "gbt7714 (unnumbered 2026 literature-review list, '[C]//Proceedings. IEEE, 2025.' lines without pages, online-first [J] lines with only a year, issue-only '2026(1)', [J/OL], Chinese Word undergraduate review)": 20,
                    "ieee (IEEEtran .bbl of Zotero Better BibTeX, doubled-brace acronyms, Zotero-abbreviated proceedings, thin-space page numbers, Korean and Japanese authors, fuzzing/RL paper)": 20,
                    "gbt7714 (Google-Scholar-copied GB/T lines, unnumbered in the text (Word list numbering), lower-case proceedings, 'Lecun Y L , Bottou L ,' spaces, [D] theses, Chinese Word graduation thesis on traffic classification)": 19,
                    "apa-like (LLM-drafted-looking Chinese Word proposal, 'Author. (Year). 《Title》. (参考 n)' lines, Chinese policy documents and English APA lines)": 15,
                    "other (Elsevier-like 'n. I. Surname, I. Surname, Title, Journal vol(iss) (year) x-y.' with shortened page ranges, Japanese Word bachelor thesis on DEM/CFD powder simulation)": 15,
                    "vancouver (LLM-written-looking Markdown manuscript, '1. Surname I, et al. Title. J Abbrev. Year;Vol(Iss):pages.', shortened titles, medical)": 14,
                    "vancouver (Markdown manuscript for Clinical Nutrition, '1. Surname I, Surname I, Surname I, et al. Title. J Abbrev. Year;Vol(Iss):pages.', accented names)": 14,
                    "apa 7 (LLM-written-looking 'Surname, I., et al. (Year). Title. Journal, vol(iss), x–y.' lines, first author and 'et al.' only, Colombian Spanish Word physiotherapy thesis on Parkinson's disease)": 12,
                    "ieee-like ('[n] I. Surname, “Title”, Venue, Year', no volumes or pages, title-first web pages with bare URLs broken by spaces, English Word B.Tech thesis on lung-cancer detection)": 11,
                    "other (title-first web list 'Title - Site, 访问时间为 五月 18, 2025， URL', titles cut with '...', LLM-research-tool output in a Chinese Word proposal)": 8,
                    "apa (Brazilian Portuguese Word TCC, 'Referências bibliográficas' with APA lines without final periods, blank paragraphs between, Portuguese and English titles)": 6,
                    "other (Japanese '[n] 著者, 著者. “題名”. 発行者. 年.' list, web pages with '（最終閲覧日：2020年12月19日）' and the URL in the next paragraph, Japanese Word bachelor thesis)": 6},
         "label_repositories": 12,
         "manuscripts": ["lungcancer_ieee_docx", "nhanes_vancouver_md", "nhanes_elsarticle_tex", "traffic_gbt_zh_docx", "parkinson_apa_es_docx"],
         "citations": 134, "citing_places": 112},
    19: {"seen_examples": ("shahilu1998/optimising-in-game-skip-pricing-in-free-to-play-mobile-games-battle-cards-", "cg13013455176/edgefallnet"),   # batch 17's
         "sizes": (12, 17, 13),
         "kinds": {"docx": 9, "bibtex-bbl": 4, "bibtex": 2, "manuscript": 2},
         "labels": 242, "languages": {"en": 188, "zh": 53, "id": 1},
         "styles": {"other (EndNote author-year 'Surname, I., et al. (Year). \"Title.\" Journal vol(iss): pages.' English lines mixed with IEEE-like and ACM-like '[n] I. Surname, … In Venue, Pages:x–y, Month Year' lines, Chinese Word master thesis)": 30,
                    "gbt7714 (unnumbered, Baidu-Scholar-copied '[C]// ' lines, publisher without place, title-only [J] lines, Chinese Word master thesis on a Storm recommender)": 28,
                    "plainnat (natbib author-year .bbl of a neuroimaging-statistics PhD thesis, given-first names, months before years, article numbers after the volume, '{Others}' and GitHub handles as authors, 2018a/2018b years)": 28,
                    "ieee (IEEEtranN .bbl of an IEEEtran edge-computing paper, abbreviated journals without periods ('Proc IEEE', 'Neural Comput'), 'accepted for publication in …' journals, thin-space page numbers)": 26,
                    "harvard (Leeds-style 'Surname, I. Year. Title. Journal. vol(iss), pp.x–y.' English Word MSc dissertation on recommender systems, 'Available at: … (Accessed: …)' web lines, a hand-typed 'Koren et al., 2009, Title' line, PDF-hyphenated words, a repeated entry)": 20,
                    "gbt7714 (numbered [n], Chinese Word thesis draft, mostly English lines mixing GB/T [J]/[C] (with '、' for '//'), LNCS-like and IEEE-like lines, TeX ligature losses, two entries in one paragraph)": 18,
                    "gbt7714 (numbered [n], Chinese Word thesis proposal, English and Chinese lines, article numbers after the volume, [EB/OL] pages with '(date)[date]', arXiv as [EB/OL], '[C]//' before a journal)": 18,
                    "acm (ACM-Reference-Format .bbl of an acmart paper, \\bibinfo fields, given-first names, a year '????', an Indonesian undergraduate thesis, a technical report title in the booktitle slot)": 17,
                    "gbt7714 (numbered [n] list of [M] books written 'Author.Title[M].Place.Publisher,Year' without spaces, translated books under transliterated foreign names, Chinese Word literature review)": 14,
                    "acm (ACM sigproc-like numbered .bbl of a stream-processing paper, web pages as 'Name. URL' lines, BibTeX author fields split into 'Surname, Given, Surname, Given' pseudo-authors, '6:pp. x--y' pages)": 14,
                    "gbt7714 (numbered [n], EndNote Chinese-Standard-like export in a Chinese Word literature review, '[D];' before the school, issue-only '2016, (42):' lines, shortened page ranges '187-8', a '%J' artefact in a journal)": 10,
                    "gbt7714 (unnumbered tab-indented list of [M] books 'Place: Publisher, Year' in a Chinese Word literature review, translated books under their foreign authors' names, an English [C] line with 'volume 51, pages 107–113, … ACM')": 10,
                    "gbt7714 (numbered [n], LLM-drafted-looking Chinese Word thesis draft, CNKI/journal link lines and '(核查方式：…)' notes between and after entries, [D] with cited pages)": 9},
         "label_repositories": 12,
         "manuscripts": ["plate_zh_docx", "nav3d_proposal_zh_docx", "qeco_ieeetrann_tex", "keyphrase_acm_tex"],
         "citations": 98, "citing_places": 97},
    20: {"seen_examples": ("vishwanathreddyaenugu/supervised-learning-to-predict-attrition-in-weight-management-courses", "kelvinkarroy/paper"),   # batches 18 and 19's
         "sizes": (12, 14, 12),
         "kinds": {"docx": 10, "bibtex-bbl": 1, "markdown": 1, "manuscript": 1, "bibtex": 1},
         "labels": 163, "languages": {"en": 106, "zh": 57},
         "styles": {"aps (apsrev4-2 .bbl of an AI-generated (Denario-style) cosmology paper, \\bibinfo fields, initials before surnames, first pages only, 'et al.' after one author, arXiv e-prints with years only, two entries without a year, Planck Collaboration 2020a/b/c)": 24,
                    "apa (hand-typed APA-like list of an English Word course report on Hong Kong protests: wrapped lines typed with tabs inside titles and journals, 'Doi:'/'doi:' after tab runs, '34(2017)' year-as-issue, spaced page ranges '457 – 469', a news site as author with 'Retrieved at … from:', a conference paper with a day in the date)": 21,
                    "ama (numbered '1. Surname I, et al. Title. J Abbrev. Year;Vol(Iss):pages. doi:…' lines, article numbers, Chinese and Korean authors, LLM-written-looking English Word manuscript on acupuncture trials)": 20,
                    "other (numbered '[n]  Author著.Title.Place：Publisher，Year' book list without GB/T type marks, translated books under their foreign authors written given-first, '[等]' for et al., a year glued to the publisher, two publishers, Chinese Word bachelor thesis on a sports-goods web shop)": 17,
                    "gbt7714 (CNKI-copied GB/T lines unnumbered in the text (Word list numbering), issue-only '2020(08):' journals, '[D].School,Year' theses, English lines without a type mark, full-width commas, Chinese Word bachelor thesis on an Internet-of-vehicles app)": 15,
                    "other (title-first web list '[n] Title. Available at: URL (Accessed: Dec 5, 2018).', an APA-like '(n.d.). Retrieved from Site: URL' line and a bare URL, English Word BSc dissertation on a food-ordering app)": 14,
                    "other (grouped working list of a Chinese Word competition paper: Chinese 'Name：URL' tutorial lines, GitHub 'owner: repo.<tab>URL' lines, APA-like 'I. Surname, & I. Surname. (Year). Title.Venue. Retrieved from: URL' paper lines, tab-indented '- owner. Title. URL' lines, sub-headings between entries)": 12,
                    "gbt7714 (the school template's numbered '[n]Author.Title[M].Place:Publisher,Year:pages.' example list kept in a Chinese Word 3D-reconstruction thesis draft: [C]// proceedings, [D], [R], [N] newspaper, [S] standard, [P] patent, [EB/OL] with '(date)[date]' and a URL split by a space, [M/CD])": 10,
                    "gbt7714 (numbered [n] Google-Scholar-copied GB/T lines of a Chinese Word bachelor thesis on elderly health management, medical and health-informatics [J] journals, the first entry's number lost, '2016 (12):' issues with a space, single-page '92' and '88-88', '4-12, 21' split pages, English [J] lines with 'et al.')": 10,
                    "gbt7714 (unnumbered CNKI-copied GB/T lines and hand-typed [EB/OL] web lines with bare URLs and no dates, a company as author, an English [J] line with a tab inside the journal and 'Vol. 2010, 2（6）', a translated [M], Chinese Word bachelor thesis on an API gateway)": 9,
                    "apa (LLM-written-looking numbered '[n] Surname, I., & Surname, I. (Year). Title. *Journal*, vol(iss), pages.' list at the end of a Markdown presentation of a Japanese-authored security simulation project, Markdown italics, RFC numbers, 'In *Proceedings…*, pp. x-y. Publisher.')": 7,
                    "gbt7714 (EndNote Chinese-Standard-like numbered '[n]<tab>' list of a Chinese Word civil-engineering thesis draft, a space before the type mark, lost volumes leaving '2010, 32):' and '2001, 06):', an upper-case English [M] without author, 'et al.' in a Chinese line, zero-padded '18(001)')": 4},
         "label_repositories": 12,
         "manuscripts": ["acuvertigo_ama_docx", "elderhealth_gbt_zh_docx", "actdr6_revtex_tex"],
         "citations": 90, "citing_places": 58},
    21: {"seen_examples": ("kelvinkarroy/paper", "finnocencee/gruaduateessay"),   # batches 19 and 18's
         "sizes": (13, 28, 12),
         "kinds": {"manuscript-part": 11, "docx": 8, "bibtex": 3, "bibtex-bbl": 2, "manuscript": 2, "text": 1, "markdown": 1},
         "labels": 239, "languages": {"en": 165, "zh": 74},
         "styles": {"gbt7714 (EndNote Chinese-Standard-like plain-text list of a Chinese engineering master thesis, '[n]<tab>', upper-case English surnames, ' [J]' with a space, shortened page ranges '206-10', '; proceedings of the …, F, Year [C]' and '[D]; school' lines, lost volumes '2018, 1):')": 35,
                    "gbt7714 (CNKI-copied bilingual list of a Chinese Word mining-engineering report, each [n] Chinese line followed by an unnumbered English translation with upper-case pinyin surnames, '264+268' pages, '[C]//.' proceedings, '[出版者不详]', issue-only lines, a missing period after 等)": 35,
                    "vancouver (PAIN-journal numbered '[n]<tab>Surname II. Title. Journal Year;vol:pages. doi:…' list of an English Word neuroscience manuscript, full journal names, single first pages, an article number as pages, 'Dijk JA van')": 25,
                    "gbt7714 (unnumbered English GB/T-like list of a Chinese Word master thesis, 'Surname I, Surname I., Title [J]. Journal, Year, vol(iss): pages.' with '., ' after the last author, Google-Scholar-copied venues, an IEEE-like given-first line, arXiv preprints)": 25,
                    "gbt7714 (unnumbered tab-indented list (Word numbering), issue-only 'YYYY(n):pages' lines, '121-121' pages, a '3819/2006' volume, pseudo-authors 'sessionStorage, localStorage', Chinese Word undergraduate thesis)": 20,
                    "harvard (Cite Them Right 'Surname, I. (Year) Title. Place: Publisher.' and '‘Title’, Journal, vol(iss), pp. x–y. Available at: https://doi.org/… (Accessed: …)' lines, organisations with abbreviations '(ONS)', an edited-handbook chapter with 'Vol. 5B', English Word MSc dissertation)": 19,
                    "other (AMS ametsoc2014 author-year .bbl 'Surname, I., and I. Surname, Year: Title. Journal, vol, pages.', AMS abbreviations 'Mon. Wea. Rev.', 'and Coauthors', an article number '113 (D13103)' in the volume, a report with '[Available online at …]', a reversed page range)": 19,
                    "plain (BibTeX plain .bbl of an IEEEtran power-systems paper, given-first names, IEEE Xplore 'Smart Grid, IEEE Transactions on' journal names, 'PP(99)' volume, proceedings with the year inside their title, a title-only standard)": 18,
                    "gbt7714 (typed '[n]' list without spaces, journals in 《》 with full-width commas, issue-only '2012（10）' lines without pages, '[D]:硕士学位论文.Place：School' lines, a CLC-number line and its pinyin translation, Chinese Word undergraduate thesis)": 14,
                    "apa (APA 7 list of an English Word student paper, web pages with '(Year, Month Day)' dates and site names, a title-first news line, organisations as authors, 'et al.' in the list, https://doi.org/ links)": 10,
                    "other (title-first Markdown link list '- [Title](URL)' of a Chinese statistics-modelling project, Chinese notes after some links, no authors or years)": 10,
                    "harvard (citation-generator Harvard list of an English Word project report mixed with IEEE Xplore-copied lines, '(Year).' and ', Year.' after the authors, a zero-width character before a line, cited pages 'p.25' in book lines)": 9},
         "label_repositories": 12,
         "manuscripts": ["tgi_pain_docx", "housing_harvard_docx", "ecommerce_zh_docx", "loadcurtail_plain_tex", "lights_plainnat_tex"],
         "citations": 198, "citing_places": 175},
    22: {"seen_examples": ("1947314628-ui/acupuncture-vertigo-clinicaltrials-registry", "body-pain-perception-lab/tgi-spinal"),   # batches 20 and 21's
         "sizes": (15, 42, 14),
         "kinds": {"manuscript-part": 24, "docx": 13, "bibtex": 2, "manuscript": 2, "bibtex-bbl": 1},
         "labels": 349, "languages": {"en": 230, "zh": 119},
         "styles": {
                    "gbt7714 (unnumbered list of a Chinese Word engineering master thesis draft: CNKI-copied Chinese lines with and without spaces, full-width commas, issue-only '2013, (05):' and '2002(S1):' lines, '[C] // Conference, Place: Publisher, Year: pages' lines, venue-only English lines 'CVPR, 2016: 770-778', IEEE-like lines, '(521)' for Nature's volume, arXiv lines without a year, a [P] patent)": 35,
                    "other (unnumbered home-made GB/T-like list of a Chinese Word master thesis: '.' between every element 'Authors. Title[J]. Journal. Year. vol(iss). pages.', full-width commas between Chinese authors, '[C]. Conference. City, Country. Year. Place. Publisher. pages.' proceedings, '[D]. City. School. Year. pages.' theses, initials glued 'X He', particles lost 'L.D. Lathauwer')": 35,
                    "mixed (unnumbered English Word MSc report: IEEE-Xplore-BibTeX plain-like 'Given Family. Title. Journal, IEEE Transactions on, vol(iss):pages, Mon Year.', ACM author-year 'Authors. Year. Title. Journal vol, iss: pages.', a Chicago line, Google-Scholar GB/T [J]/[C]// lines, a bare URL)": 34,
                    "gbt7714 (typed '[n]' list of a Chinese medical-engineering master thesis (myocardial ischaemia) in its own Word file: CNKI-copied issue-only '2015,(05):' and old-CNKI '2013,06:' lines, '[D].School,Year' and '[D].广州: School, Year' theses, English lines with given-first or family-first names, '[A]. Conference[C]. Place: Publisher, Year: pages', words hyphenated from a PDF 'Clus- ters', a stub entry '[25]Megastor')": 34,
                    "gbt7714 (numbered '[n] ' Google-Scholar GB/T list of a Chinese Word bachelor thesis, mostly English: '[C]// Proc. IEEE CEC’07, 2007:pages', [M] with publishers only, [J] lines with a year only, a '☆, ☆☆' title, 'Vol. 3' and 'V-93-6 vol.5' after pages, an [EB/OL] line, a BibTeX-mangled 'Team T D' author)": 31,
                    "harvard (numbered '[n]' Cite Them Right list of an English Word BSc dissertation mixed with APA 7 lines: '(Year) ‘Title’, Journal, vol(iss), pp. x–y. Available at: https://doi.org/…', 'et al' without a period, arXiv.org [Preprint] lines, bare URLs and 'Name Year URL' working lines, tab-indented later entries, a URL in the next paragraph)": 30,
                    "other (EndNote numbered-style 'Surname, I. and I. Surname, Title. Journal, Year. vol(iss): p. x-y.' list without its numbers, Chinese lines 'Author, Title. Year, School.' for theses and 'and' between Chinese authors, a truncated surname, Chinese Word bachelor thesis)": 28,
                    "gbt7714 (numbered Google-Scholar GB/T list of a Chinese Word opening report, mostly English: '[C]//NDSS. 2011: pages', proceedings with 'ACM'/'IEEE Press' publishers, a title-only [J] line, '35(Supplement 4): S3-S72', an ACM-style upper-case 'SURNAME, I., AND …' line, '[n]' with and without a space, line breaks kept at paragraph ends)": 24,
                    "gbt7714 (unnumbered CNKI-copied list (Word numbering) of a Chinese Word bachelor thesis: issue-only '2007(03):' and '2017,(1):' lines, '63-64+81' pages, '241-241', DOIs after the pages, '等' after a comma-space; English APA-like '(Year).' lines with glued pages, an IEEE Xplore line, 'Name, Year,Title' lines, a footnote digit glued to a name)": 20,
                    "gbt7714 (gbt7714 natbib .bbl of a 2026 LaTeX bachelor thesis: upper-case surnames with initials, '[C]//Proceedings …. [S.l.: s.n.], Year: pages', arXiv [J] lines, [EB/OL] with an organisation author, {Braced} acronyms, \\penalty0 between volume, issue and pages)": 20,
                    "mixed (English Word survey by Chinese students: numbered GB/T [J]/[C]// lines, APA-like 'Surname I(Year). Title.' lines, an IEEE-like web line, '{QSYM}' braces from BibTeX, a title-first line glued to its authors)": 19,
                    "gbt7714 (CNKI-copied, no spaces after punctuation, issue-only '2015(27):' lines, '206+230' pages, '[D].School,Year' theses, first nine entries numbered by Word and later ones typed '[n] ', English books without type marks, Chinese Word literature review)": 15,
                    "gbt7714 (CNKI export '[n]Author. Title[J].Journal,Year,(iss):pages.DOI:…', no space after the number, issue-only '2025,(05):' lines, DOI glued after the pages, an institution before the journal, 52(S1), Chinese Word opening report of 2026)": 13,
                    "gbt7714 (NoteExpress-like '[n]' list without spaces of a Chinese Word opening report: English names given-first 'Keke Gai,Meikang Qiu' or family-first 'Kosba Ahmed', [Z] and [J] lines without year or journal ('[J]: 1-48.'), an organisation as author, '[C]//Proceedings: Publisher, Year', '22-34+3' pages, issue-only Chinese lines)": 11},
         "label_repositories": 14,
         "manuscripts": ["stockga_thesis_zh_docx", "realty_thesis_zh_docx", "chatbot_harvard_docx", "dlfuzz_gbt7714_tex",
                         "bonddefault_gb7714ay_tex"],
         "citations": 166, "citing_places": 163},
    23: {"seen_examples": ("eyewall/2018jas", "tammakiiroha/replay-simulation"),   # batches 21 and 20's
         "sizes": (18, 25, 17),
         "kinds": {"bibtex-bbl": 6, "bibtex": 5, "manuscript": 4, "docx": 10},
         "labels": 344, "languages": {"en": 332, "fr": 3, "zh": 9},
         "styles": {"harvard (hand-typed Harvard-like list of an English Word undergraduate dissertation: 'Surname, I. (Month Day, Year) “Title” Site. Retrieved dd/mm/yyyy from URL', no full stops after initials or between parts, '(n.d.)', 'Vol 5640)' with a lost bracket, 'pp193-216', 'Novermber', a surname 'Leard' cited as 'Laerd')": 32,
                    "vancouver (AMA 11 numbered list 'n. Surname II, … et al. Title. Abbrev J. Year;vol:pages. doi:…' of a 2026 English Word oncology machine-learning manuscript, article numbers in the page slot, '.e29' page suffixes, proceedings 'In: Proceedings …. Publisher; Year:pages.')": 32,
                    "gbt7714 (mostly English GB/T 7714 list of a Chinese Word thesis draft on link prediction: 'Surname II, … Title [J]. Journal, Year, vol(iss): pages.' with doubled spaces from PDF copying, '.' or ',' before the year, issue-only '2018(2):1-16', the year repeated as volume '2016, 2016(329)', books marked [J], entries broken over two paragraphs, Chinese lines with '等')": 30,
                    "apa (Zotero APA 7 list of an English Word doctoral thesis in educational psychology, '(Vol. 1)' and '(1 edition)' after titles, organisations as authors, a '[Ph.{{D}}.]' thesis line, chapters 'In Book (pp. x–y). Publisher.')": 27,
                    "apa (Word built-in APA 6-like list of an English Word MSc thesis with mangled authors 'Abraham, L. &.' and given-first 'Dan Rubin, I. M.', 'doi:https://doi.org/…', a '(2016))' year, trailing ',.' after titles, upper-case journal names)": 27,
                    "plain (BibTeX unsrt .bbl of a LaTeX conference paper on urban modelling, full given names, lower-cased titles, French titles with TeX accents, a shortened range '20:367--87', a first page alone '39(2):198', article numbers after the issue, organisations in braces '{R Core Team}')": 25,
                    "other (Eurographics eg-alpha-doi .bbl of a LaTeX rendering paper, small-caps 'Surname I.~J.:' authors, volume inside the emphasised journal 'SIGGRAPH Comput. Graph. 11', '(jul 1977)' dates, doi: links with a doubled 'https://doi.org/', a Wikipedia page with an access date)": 23,
                    "aps (apsrev4-1 .bbl of a LaTeX physics PhD thesis on ultracold neutrons: no article titles, bold volumes, single first pages, article numbers as pages, '\\doibase https://doi.org/' DOIs, a name written whole 'Salvat, D. J.' in the family slot, a talk and an arXiv-only line, author lists cut by et al. in a few entries)": 20,
                    "acm (ACM-Reference-Format .bbl of a LaTeX HCI paper from a Zotero export, every year rendered '[n.d.]' with the date inside the venue '(Place, 2016-06-14)', doubled braces for case, web pages without authors, journal articles without journal names)": 18,
                    "apa (Zotero APA 7 list of an English Word football-analytics dissertation, mostly web pages: title-first lines, sites as authors, mangled 'Fc, A.' and 'Staff, T.' authors, '(2023b, September 29)' dates, one Harvard-like 'Available at:' line, a 'Research |' title)": 17,
                    "apa (Word built-in APA 6 list of an English Word physics undergraduate thesis on quantum dots: journal articles without volumes, page ranges right after the journal, web pages 'Retrieved from Site: URL' with site and title swapped in one line, a lecture line, a title cut at a colon 'systems:.')": 17,
                    "apa (APA-like list of an English Word finance thesis, each entry over two or three paragraphs: 'Retrieved from:' and the URL below it, sites after titles 'Research Gate', 'Vol L, No.2', 'pg.59-82')": 16,
                    "other (BibTeX abbrv .bbl of a LaTeX systems paper, initials-first names, lower-cased titles 'Spec cpu2000', 'Communications of the Acm' journal case, a book with a garbled author, a vendor manual and a web page with the year after the URL)": 15,
                    "ieee (IEEEtran .bbl of a 2026 LaTeX paper on adaptive stress testing of trading strategies, hand-kept .bib, 'in \\emph{Journal}' for a journal article, an arXiv preprint, 'no. 268' issue, a '6C2--1' page)": 12,
                    "apa (APA 7 list typed into a 2026 Markdown paper on biomarker dilution, *italic* journals and book titles, an article number as the only locator, an em dash inside a title 'evolution.—On', blank lines between entries)": 12,
                    "apa (APA-like list of an English Word medical-informatics report, 'et. al.' in the list, '(April 2011)' dates, 'Vol. 111, pp. 52-61', title-first web pages with 'Retrieved May 02, 2020 from', initials-after names 'Mookiah M.R.K.')": 12,
                    "other (NoteExpress 'Numbered(Multilingual)' list of a Chinese Word course-paper draft on spatial epidemiology: '[n].<tab>Surname, I., et al., Title. Journal, Year. vol(iss): p. x-y.' and Chinese lines with '与' between authors, '等' joined to the name, '第20-22页', issue-only '1995(01)'; a NoteExpress check report follows the list)": 9},
         "label_repositories": 17,
         "manuscripts": ["ast_ieeetran_tex", "aet_abbrv_tex", "singularity_harvard_docx", "dilution_apa_md", "gcls_biblatex_apa_tex", "qdots_wordapa_docx", "drunk_noteexpress_zh_docx", "medinf_title_docx", "finance_captions_docx"],
         "citations": 195, "citing_places": 165},
    24: {"seen_examples": ("body-pain-perception-lab/tgi-spinal", "arnukk/tii"),   # batch 21's
         "sizes": (14, 19, 14),
         "kinds": {"docx": 9, "markdown": 3, "bibtex-bbl": 2, "manuscript": 2, "bibtex": 2, "manuscript-part": 1},
         "labels": 260, "languages": {"en": 170, "zh": 76, "fr": 12, "es": 2},
         "styles": {"chicago (Word built-in Chicago bibliography of an English Word MSc thesis, '—.' repeated authors, 'Journal vol, no. n (Year): pages.' articles, organisations as authors, web pages with '(accessed 2012 йил 16-03)' dates of a foreign locale, proceedings without years, a misordered 'Deepayan, Sarkar')": 35,
                    "apa (Word built-in APA 6 bibliography of an English Word MSc marketing thesis, journals with page ranges but no volume or issue, 'Retrieved from Site: URL' web pages with '(Year, Month Day)', 'In I. Editor, & I. Editor, Book (pp. x-y). Publisher.' chapters, '(n.d.)', 'Budiu , R.')": 30,
                    "mdpi (Zotero-Google-Docs MDPI list exported to Markdown: '[n. ](link)<tab>[Surname, I.; Surname, I. Title. *Journal* **Year**, *Vol*, pages, doi:….](link)', article numbers after the volume, book chapters with ISBNs, '*VOLUME 7*', a 'Surname, I.; and Surname, I.' pair, Spanish reports and an agency with its abbreviation, a broken HTML italic tag, Peruvian agronomy manuscript)": 30,
                    "gbt7714 (unnumbered GB/T 7714 list (Word list numbering) of a Chinese Word thesis draft, English and Chinese [J] lines, issue-only '2014(2):' journals, '54(C)' and '02(4)' issues, [EB/OL] pages by sites and handles ('IBMdW', 'Djkin', 'Baike') ending in ',2017-2-4' dates, two URLs broken onto a second paragraph, editions after the title '.第2版' and ':第4版')": 25,
                    "gbt7714 (unnumbered Baidu-Scholar-copied GB/T 7714 list of a Chinese Word bachelor thesis, 'Surname I , Surname I , et al.' spaced initials, cited pages after the year on [M] lines '2010:78-337', '佚名' for an unknown author, 'Zakas N , 泽卡斯, Zakas' and 'Gorodov, Evgeniy Yur’evich, …' author runs, issues 'S2', 'b12', '2X', '[M]// ' and '[C]// ' parts)": 23,
                    "apa (apacite .bbl of a LaTeX social-media paper, \\APACrefatitle with a lower-cased second copy of each title, \\APACjournalVolNumPages, \\BPGS pages, \\bibnodate, 2016a/b labels, arXiv preprints in the journal slot, an article id as pages)": 20,
                    "gbt7714 (typed '[n]  Author.Title[M].Place：Publisher,Year.' list of [M] books in a Chinese Word bachelor thesis, mixed '．'/'.' and '：'/':', translated books with '威尔顿P[美]' and '（美）… 著，… 译', a glued 'BruceEckel', two entries wrapped onto a second paragraph, editions inside titles)": 18,
                    "other (title-first 'Title - URL' reading list of a Brazilian TCC in Markdown, a cut first letter and a glued 'Learningfor', then Google-Scholar MLA '[n] Surname, Given, et al. \"Title.\" Journal vol.iss (Year): pages.' lines with notes and PDF links after them)": 18,
                    "gbt7714 (LLM-drafted-looking Chinese Word bachelor thesis, zero-padded '[01]<tab>' lines with '。' after the authors, editions '5版。' before the place, [R]/[J]/[M] lines, [EB/OL] documentation pages with '官方文档' pseudo-authors, '致谢' glued to the last entry)": 17,
                    "apa (APA 6 list pasted from a PDF into an English Word BSc thesis: entries glued together with their old '[12].' numbers, an entry broken over two paragraphs, an edited-book fragment alone, '(2001/2002)' years, 'Englewood Cliffs,NJ' without space, hand-typed 'Name (Month Year):Title' lines)": 16,
                    "other (French hand-typed Markdown bibliography '- Prénom Nom, « Titre », Revue 2011/2 (N° 164), p. x-y.' and press lines 'Prénom Nom, \"Titre\", _Journal_, 4 juillet 2015' with the URL on the next line, a 'NOM Prénom, _Titre_, PUF, Paris, 2015' book, stray text after a date)": 12,
                    "gbt7714 (short list of a Chinese Word graduation-thesis draft, EndNote-like '[D]; school, year.' lines, repeated '[4]'/'[5]' numbers, an English [C] line with issue-only '1984(4):50-55', an [EB/OL] news line with 'https: //', a junk paragraph inside the list)": 7,
                    "gbt7714 (five typed '[n]Author.Title[J].Journal.Year' lines of a Chinese Word opening report, no spaces, no pages, a [M] line without a year, '.[D].软件工程.2018' theses with the discipline where the school goes, an '[A]' line)": 5,
                    "acm (ACM-Reference-Format .bbl of an acmart course paper, \\bibinfo fields, given-first names and family-first Chinese/Greek names, a Semantic Scholar URL as the only venue)": 4},
         "label_repositories": 14,
         "manuscripts": ["supermkt_gbt_zh_docx", "sched_books_zh_docx", "quartz_gbt_zh_docx", "viz_gbt_zh_docx", "wifi_acm_tex", "potato_mdpi_md", "reddit_apacite_tex"],
         "citations": 217, "citing_places": 180},
    26: {"seen_examples": ("angelover/schedulesystem", "dgaffney/baumgartner_missing_data_paper"),   # batch 24's
         "sizes": (19, 41, 18),
         "kinds": {"manuscript-part": 15, "docx": 14, "bibtex-bbl": 4, "bibtex": 4, "manuscript": 3, "markdown": 1},
         "labels": 224, "languages": {"en": 157, "zh": 67},
         "styles": {"apa (reference-manager APA 6 list of an English Word master thesis on tDCS meta-analyses: '…' before the last of many authors, 2009a/b years, https://doi.org/ DOIs, 'Manual.' R packages, chapters 'In Book (pp. x–y)', an issue without volume '(22), 153–160')": 35,
                    "gbt7714 (unnumbered list of an LLM-drafted-looking 2026 Chinese Word opening report: generic rotating author names, organisations '滴滴技术团队' as authors, [J]/[R]/[S]/[M] lines, a journal name broken by spaces, '，等。' with a full-width stop, APA-like '(2019).' Chinese lines, issue-only '2022(S1)', English [J]/[C] lines with an article number)": 19,
                    "chicago (Chicago author-date list rendered into a 2026 English Word manuscript by pandoc/Quarto: 'Surname, Given, Given Surname, and Given Surname. Year. “Title.” Journal vol (iss): 118–19.', shortened page ranges, article ids 'e70280', 'In Proceedings of … Vol. 235. Series. Place: PMLR.', 2026 arXiv preprints, a double family name 'Danilo Jimenez Rezende')": 17,
                    "gbt7714 (numbered list of a Chinese Word opening report on parallel finite-element computing: Chinese lines without a journal ('Title.2002年，29（5）：23-28.'), an author glued to a title, IEEE-like 'X. Wu, N. Shu, …' English lines with the journal after a period, a DBLP-like 'Wei Xue, …: Title. ICPP 2005: pages' line, '[M]//. [S.l.]: CRC Press,2000:134-232', runs of spaces after '[n]')": 16,
                    "gbt7714 (hand-typed mixed GB/T 7714 list of a Chinese Word blockchain thesis: full-width '，'/'．' in English lines, 'Stiglitz Joseph E' family-first names, an OCR-garbled [EB/OI ] line, '[J】', misordered 'Wytse, Oortwijn', 'Rowstron1', [D] lines with street addresses, [M] lines with cited pages after the year)": 14,
                    "other (hand-typed author-year list of an English Word honours thesis mixing Harvard, APA and Google-Scholar shapes: '(2006). \"Title.\" Journal 79(4): pages', 'Journal 45.1 135-150', 'Surname, C. 1997a.', given-first 'Robert A. Jarrow', run-together authors, '[ONLINE] Available at:' and 'Retrieved from:' web lines, an upper-case journal with 'VOL. 27, NO. 3')": 13,
                    "gbt7714 (numbered GB/T 7714 list of 13 English lines in an LLM-drafted-looking 2026 Chinese Word thesis, '[C]//Proceedings of …, Year: pages', '[J]. arXiv preprint arXiv:…, Year' preprints, 'et al.' after three authors)": 13,
                    "gbt7714 (CNKI-copied numbered list of a Chinese Word bachelor thesis: seven '[D].School,Year.' theses, issue-only '2016,(07):72-74' lines, [M] books with '2015年9月:1～462页' dates and page counts, a translated book '(美)Charles A.Bell.… 译')": 11,
                    "other (aaai.bst author-year .bbl of an ICAPS LaTeX paper: \\citeauthoryear labels, 'Surname, I.; Surname, I.; and Surname, I.' authors, '\\newblock Year.' after the names, 'In {\\em Proceedings}, volume~1, pages. Publisher.', a DBLP @proceedings with editors and 'volume 9253 of LNCS', 2015a/b crossref entries, 'Van~der Aalst' and 'van~der Aalst')": 10,
                    "gbt7714 (unnumbered mixed list of a Chinese Word bachelor thesis: CNKI-copied [J] lines with '141-144+150' pages and zero-padded issues, translated [M] books 'Given Family.Title[M].Place：Publisher，Year：pages.' with cited pages, a line with only a journal, year, 'Vol.24 (5), pp.', a '2020(prepublish)' [J] line with a particle name)": 10,
                    "ieee (IEEEtran .bbl of an English LaTeX paper on engineering for autism: '\\emph{Proceedings}, Month Year, pp.' conference lines, braced titles, \\BIBforeignlanguage, a month-and-year-only '09 2011' @article without journal, a dx.doi.org URL, a two-word given name 'I.~Gendry~Meresse')": 10,
                    "gbt7714 (numbered list of a Chinese Word bachelor thesis (face-recognition attendance app): '[M].第二版.北京.Publisher.Year.' books with '.' between every element, '、' between authors, title-only documentation pages with a URL, blog posts by handles with ',2018.10.28' dates, two IEEE-style English lines '“Title,”Journal,vol.57,no.2,pp.x-y,May,2004.' without spaces)": 10,
                    "gbt7714 (unnumbered typed list of a Chinese Word bachelor thesis after a glued '【参考文献】': [M]/[J]/[D] on some lines only, 'Title.北京.Publisher，Year' books, '2007.7' dates, '2007.(24)' issue, '王珊。萨师煊。')": 10,
                    "chicago (natbib author-year .bbl of an economics LaTeX paper template: 'Surname, Given, and Given Surname. Year.', \\enquote{Title.}, '\\emph{Journal} vol~(iss): pages.', \\url https://doi.org/ links, 2018{\\natexlab{a}} years, braced capitals '{N}ew {K}eynesian')": 9,
                    "gbt7714 (typed '[n]Author.Title[M].Publisher,Year.' list of a Chinese Word literature review (shared-bike planning with Hadoop), theses as 'Author.Title.School.Year' without a mark, author-less 'Title.《Journal》. Year' lines, a zero-width space after one entry)": 9,
                    "ieee (IEEEtran .bbl of an English LaTeX ethics paper: newspaper articles '\\emph{The New York Times}, March 2018. [Online]. Available: \\url{…}', books 'Ed.\\hskip … Place: Publisher, Year', a placeholder author 'N.~Autor')": 7,
                    "harvard (Cite Them Right Harvard list of an English Word course thesis: '(Year) 'Title', Journal, vol(iss), article number or pp. x–y. Available at: URL (Accessed: 28 June 2024).', an arXiv line, a proceedings line, an LNCS workshop line with 'Springer', blank paragraphs between entries)": 6,
                    "apa (short numbered '[n]<tab>' APA-like web list of an English Word games dissertation: '(Year, Month Day).' dates, 'Site. [Online]. Available: URL', a blog name as 'Blog, R.', an organisation with the year glued '(2021)', blank paragraphs)": 5},
         "label_repositories": 18,
         "manuscripts": ["autism_ieeetran_tex", "surveillance_ieeetran_tex", "voiceagent_gbt_docx", "blockchain_pki_gbt_docx", "xiyi_gbt_docx", "stocksent_harvard_docx", "ovarian_pandoc_md", "icaps_aaai_tex", "nlme_chicago_docx"],
         "citations": 118, "citing_places": 109},
}


def _load(name):
    return json.loads((CORPUS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("n", sorted(BATCHES))
def test_a_batch_names_no_repository_of_the_development_corpus_nor_of_the_batches_before(n):
    want = BATCHES[n]
    manifest = _load(f"heldout{n}_manifest.json")
    repos = {i["repository"] for i in manifest["files"]} | {s["repository"] for s in manifest["reflines"]}
    seen = heldout.development_repositories(heldout.DEVELOPMENT + heldout.BATCHES[n]["seen"])
    assert all(r in seen for r in want["seen_examples"])
    assert sorted(r for r in repos if r.casefold() in seen) == []
    assert (len(repos), len(manifest["files"]), len(manifest["reflines"])) == want["sizes"]
    for item in manifest["files"]:
        assert re.fullmatch(r"[0-9a-f]{40}", item["commit"]) and re.fullmatch(r"[0-9a-f]{64}", item["sha256"])
        assert re.fullmatch(r"[0-9a-f]{40}", item["sha1"])
        assert item["file"] == f"{item['repository'].replace('/', '+')}/{item['path']}"
    assert Counter(i["kind"] for i in manifest["files"]) == want["kinds"]


@pytest.mark.parametrize("n", sorted(BATCHES))
def test_a_batchs_labels_name_listed_sources_in_the_batch2_label_format(n):
    want = BATCHES[n]
    sources = {s["id"]: s for s in _load(f"heldout{n}_manifest.json")["reflines"]}
    labels = _load(f"heldout{n}_reflines_labels.json")
    assert labels["about"].endswith("'line_sha1' ties a label to its text. Bibliographic facts only.")
    for label in labels["labels"]:
        assert set(label) <= LABEL_KEYS and label["source"] in sources
        assert re.fullmatch(r"[0-9a-f]{12}", label["line_sha1"])
        assert isinstance(label.get("year", 0), int) and isinstance(label.get("authors", []), list)
    keys = [(lab["source"], lab["locator"]) for lab in labels["labels"]]
    assert len(keys) == len(set(keys)) == want["labels"]
    assert Counter(lab["language"] for lab in labels["labels"]) == want["languages"]
    assert Counter(lab["style"] for lab in labels["labels"]) == want["styles"]
    assert len({sources[lab["source"]]["repository"] for lab in labels["labels"]}) == want["label_repositories"]


@pytest.mark.parametrize("n", sorted(BATCHES))
def test_a_batchs_manuscript_counts_agree_with_themselves_and_the_manifest(n):
    want = BATCHES[n]
    files = {i["file"] for i in _load(f"heldout{n}_manifest.json")["files"]}
    spec = _load(f"heldout{n}_manuscripts.json")["manuscripts"]
    assert [m["id"] for m in spec] == want["manuscripts"]
    for m in spec:
        assert m["file"] in files and set(m["bib"]) <= files
        assert len(m["cited"]) == len(set(m["cited"])) <= m["list_entries"]
        assert len(m["cited"]) <= m["citations"] and m["citing_places"] <= m["citations"]
    assert sum(m["citations"] for m in spec) == want["citations"]
    assert sum(m["citing_places"] for m in spec) == want["citing_places"]


@pytest.mark.parametrize("n", sorted(BATCHES))
def test_a_batch_is_chosen_by_its_flag_and_counts_the_batches_before_as_seen(n):
    batch = heldout.BATCHES[n]
    assert (batch["manifest"].name, batch["labels"].name, batch["manuscripts"].name, batch["out"]) == (
        f"heldout{n}_manifest.json", f"heldout{n}_reflines_labels.json", f"heldout{n}_manuscripts.json",
        f"heldout{n}.json")
    seen = ("heldout_manifest.json", "heldout2_manifest.json",
                             "heldout3_manifest.json", "heldout4_manifest.json", "heldout5_manifest.json",
                             "heldout6_manifest.json", "heldout7_manifest.json", "heldout8_manifest.json",
                             "heldout9_manifest.json", "heldout10_manifest.json",
                             "heldout11_manifest.json", "heldout12_manifest.json",
                             "heldout13_manifest.json", "heldout14_manifest.json",
                             "heldout15_manifest.json", "heldout16_manifest.json",
                             "heldout17_manifest.json", "heldout18_manifest.json", "heldout19_manifest.json",
                             "heldout20_manifest.json", "heldout21_manifest.json",
                             "heldout22_manifest.json", "heldout23_manifest.json", "heldout24_manifest.json")
    # batches collected side by side (18 and 19, 20 and 21, 22 to 24, 25 and 26) do not count each other as seen
    assert batch["seen"] == (seen[:17] if n == 19 else seen[:19] if n == 21 else seen[:21] if n in (22, 23, 24)
                             else seen[:24] if n == 26 else seen[:n - 1])
