"""Content words for the lexical comparison of a claim with a source sentence, in English and
Chinese, and the cue words (direction, negation, hedging) the offline judge reads."""
from __future__ import annotations

import re
from functools import lru_cache

_STOP = set("""
a an the and or but if of in on at to for from by with without within into onto over under as is
are was were be been being am do does did done has have had having this that these those it its
their there then than such which who whom whose what when where while why how all any both each
few more most other some no nor not only own same so too very can could should would will shall
might must may also however thus therefore although though because since between among after
before during about above below up down out off again further once here per via vs et al ie eg
we our us they them he she his her i you your one two three four five six seven eight nine ten
study studies studied report reported reports reporting show showed shown shows found find finds
finding findings result results research paper article work data evidence suggest suggested
suggests demonstrate demonstrated demonstrates indicate indicated indicates observe observed
previous previously recent recently several many much various cited cite cites ref refs
respectively including include included overall use used using based well known new
""".split())

# Direction and relation cues are judged separately, so they are not content words.
_UP_WORDS = ("increase increased increases increasing higher rise rises rose elevated elevation "
             "greater improved improves improvement enhanced gain more boosted upregulated")
_DOWN_WORDS = ("decrease decreased decreases decreasing lower lowered reduce reduced reduces "
               "reduction decline declined drop dropped fell fall less diminished attenuated "
               "downregulated worsened shorter shortened")
_UP_ZH = ("升高", "增加", "增高", "提高", "上升", "增多", "改善", "增强")
_DOWN_ZH = ("降低", "减少", "下降", "减低", "缩短", "减弱", "恶化")
_NEG_RE = re.compile(
    r"\b(?:not|no|neither|nor|without|none|never|failed to|did not|does not|was not|were not)\b"
    r"[^.;,]{0,40}\b(?:associat|correlat|differ|effect|improv|reduc|increas|signific|chang|link)"
    r"|\bno (?:significant )?(?:association|correlation|difference|effect|change|benefit)"
    r"|\bnon-?significant|\bunrelated|\bindependent of"
    r"|无关|无显著|无明显|没有|未见|并未|不相关|无差异|无统计学意义|未能",
    re.IGNORECASE)
_HEDGE_RE = re.compile(
    r"\b(?:may|might|could|possibl|potential|suggest|associat|correlat|linked|relat(?:ed|ion)"
    r"|likely|appear|hypothes)\w*|可能|或许|相关|关联|提示",
    re.IGNORECASE)
_CAUSAL_RE = re.compile(
    r"\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|induces?|induced"
    r"|determines?|is responsible for|proves?|proved)\b|导致|引起|造成|决定|证明|引发",
    re.IGNORECASE)

# A small Chinese -> English glossary for cross-language overlap (medical and technical).
GLOSSARY = {
    "血糖": "glucose", "血压": "blood pressure", "高血压": "hypertension", "糖尿病": "diabetes",
    "死亡率": "mortality", "死亡": "death mortality", "缓解率": "remission rate", "缓解": "remission",
    "复发": "recurrence relapse", "治疗": "treatment therapy", "患者": "patient", "病人": "patient",
    "风险": "risk", "感染": "infection", "手术": "surgery surgical", "术后": "postoperative",
    "并发症": "complication", "生存": "survival", "生存率": "survival rate", "肿瘤": "tumor cancer",
    "癌": "cancer carcinoma", "肥胖": "obesity", "儿童": "child children", "老年": "elderly older",
    "女性": "women female", "男性": "men male", "吸烟": "smoking", "饮酒": "alcohol", "疫苗": "vaccine",
    "药物": "drug", "剂量": "dose", "疗效": "efficacy", "安全性": "safety", "不良反应": "adverse",
    "不良事件": "adverse event", "随机": "randomized", "试验": "trial", "队列": "cohort",
    "荟萃分析": "meta-analysis", "系统评价": "systematic review", "综述": "review",
    "发病率": "incidence", "患病率": "prevalence", "抑郁": "depression", "焦虑": "anxiety",
    "睡眠": "sleep", "运动": "exercise physical activity", "骨折": "fracture", "骨": "bone",
    "牙": "tooth dental", "种植体": "implant", "口腔": "oral", "颌面": "maxillofacial",
    "神经网络": "neural network", "网络": "network", "深度学习": "deep learning",
    "机器学习": "machine learning", "模型": "model", "准确率": "accuracy", "算法": "algorithm",
    "图像": "image", "分割": "segmentation", "分类": "classification", "训练": "training",
    "数据集": "dataset", "注意力": "attention", "语言": "language", "翻译": "translation",
    "蛋白": "protein", "基因": "gene", "表达": "expression", "细胞": "cell", "炎症": "inflammation",
    "心血管": "cardiovascular", "心力衰竭": "heart failure", "心衰": "heart failure",
    "卒中": "stroke", "中风": "stroke", "肾": "kidney renal", "肝": "liver hepatic",
    "肺": "lung pulmonary", "体重": "weight", "胰岛素": "insulin", "二甲双胍": "metformin",
    "他汀": "statin", "阿司匹林": "aspirin", "抗生素": "antibiotic", "住院": "hospitalization",
    "疼痛": "pain", "生活质量": "quality life", "年龄": "age", "血脂": "lipid cholesterol",
    "胆固醇": "cholesterol", "糖化血红蛋白": "glycated hemoglobin hba1c", "心肌梗死": "myocardial infarction", "认知": "cognitive",
    "痴呆": "dementia", "孕妇": "pregnant women", "妊娠": "pregnancy", "新生儿": "neonatal",
    "饮食": "diet", "营养": "nutrition", "维生素": "vitamin", "血红蛋白": "hemoglobin",
}
_GLOSSARY_KEYS = sorted(GLOSSARY, key=len, reverse=True)

_SUFFIXES = ("ations", "ation", "ments", "ment", "ities", "ity", "ings", "ing", "tions", "tion",
             "ness", "edly", "ies", "ed", "es", "ly", "s", "e")
_CITE_RE = re.compile(r"\\[a-zA-Z]*cite[a-zA-Z]*\*?(?:\[[^\]]*\])*\{[^}]*\}|\[@[^\]]*\]"
                      r"|[\[［【][\d\s,，、;\-–—]+[\]］】]")
_HAN = r"\u4e00-\u9fff"


@lru_cache(maxsize=20000)
def stem(word: str) -> str:
    """A light stemmer: one common suffix off, then the first six letters."""
    w = word.lower()
    if len(w) > 4:
        for suf in _SUFFIXES:
            if w.endswith(suf) and len(w) - len(suf) >= 3:
                w = w[: -len(suf)]
                break
    return w[:6]


_UP = {stem(w) for w in _UP_WORDS.split()}
_DOWN = {stem(w) for w in _DOWN_WORDS.split()}


def strip_citations(text: str) -> str:
    return _CITE_RE.sub(" ", text or "")


def has_han(text: str) -> bool:
    return bool(re.search(f"[{_HAN}]", text or ""))


def _latin_terms(text: str) -> set[str]:
    out = set()
    for tok in re.findall(r"[A-Za-z][A-Za-z-]+", text):
        low = tok.lower().replace("ae", "e")   # British spelling: haemoglobin, anaemia
        if low in _STOP or len(low) < 3:
            continue
        s = stem(low)
        if s in _UP or s in _DOWN:
            continue
        out.add(s)
    return out


def _glossary_terms(text: str) -> set[str]:
    out = set()
    for key in _GLOSSARY_KEYS:
        if key in text:
            out |= _latin_terms(GLOSSARY[key])
            text = text.replace(key, " ")
    return out


def _han_bigrams(text: str) -> set[str]:
    out = set()
    for run in re.findall(f"[{_HAN}]+", text):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
    return out


@lru_cache(maxsize=20000)
def content_terms(text: str, against_han: bool = False) -> frozenset[str]:
    """Stemmed content words; Chinese is mapped through the glossary, and compared as character
    bigrams only when the other side is Chinese too (`against_han`)."""
    text = strip_citations(text)
    terms = _latin_terms(text) | _glossary_terms(text)
    if against_han:
        terms |= _han_bigrams(text)
    return frozenset(terms)


def direction(text: str) -> set[str]:
    """{"up"}, {"down"}, both or neither, from English stems and Chinese verbs."""
    found = set()
    stems = {stem(t) for t in re.findall(r"[A-Za-z]+", text or "")}
    if stems & _UP or any(w in text for w in _UP_ZH):
        found.add("up")
    if stems & _DOWN or any(w in text for w in _DOWN_ZH):
        found.add("down")
    return found


def is_negated(text: str) -> bool:
    return bool(_NEG_RE.search(text or ""))


def is_hedged(text: str) -> bool:
    return bool(_HEDGE_RE.search(text or ""))


def is_causal(text: str) -> bool:
    return bool(_CAUSAL_RE.search(text or ""))
