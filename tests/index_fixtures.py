"""Small hand-written works for the index tests (titles and names are our own)."""
from __future__ import annotations


def work(n: int, title: str, **over) -> dict:
    w = {"title": title, "authors": [("Okafor", "Ngozi"), ("Lindqvist", "Per")], "year": 2019,
         "journal": "Journal of Invented Results", "volume": "12", "issue": "3", "pages": f"{100 + n}-{110 + n}",
         "doi": f"10.5555/idx.{n}", "pmid": str(31000000 + n), "pmcid": "", "arxiv": "", "dblp": "",
         "abstract": f"We describe finding number {n} in plain words for the index tests.", "type": "journal-article"}
    w.update(over)
    return w


WORKS = [
    work(1, "Sleep duration and blood pressure in night-shift nurses"),
    work(2, "A randomized trial of walking breaks for office workers", pmcid="PMC7000002"),
    work(3, "Gradient noise as a regularizer in small transformer models", pmid="", arxiv="2101.00003",
         dblp="journals/corr/abs-2101-00003", journal="CoRR", authors=[("Müller", "Jürgen"), ("Ødegaard", "Siri")]),
    work(4, "Coffee consumption and liver enzymes: a cohort of 9000 adults"),
    work(5, "新冠肺炎患者的睡眠质量调查", doi="", pmid="31000005", authors=[("王", "芳")], journal="中华医学杂志"),
]
