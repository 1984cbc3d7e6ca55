"""Sentence splitting (Chinese + English) and the context window of a citation."""

from refverify.parse.sentences import context_window, split_sentences


def sentences(text):
    return [text[s:e] for s, e in split_sentences(text)]


def test_chinese_terminators():
    assert sentences("研究发现缓解率为28%[3]。其次是另一个结果！最后呢？") == [
        "研究发现缓解率为28%[3]。", "其次是另一个结果！", "最后呢？"]


def test_english_abbreviations_initials_decimals_and_markers():
    text = ("Smith et al. found a 3.5-fold rise (p < 0.05). J. Smith agreed, e.g. in Fig. 2 and "
            "Figs. 3, Tab. 1, Eq. 4, Ref. 5, No. 6, Dr. Lee, pp. 7, vol. 8, i.e. all, vs. none. "
            "Next sentence [4]. Another one. [5] Then more.")
    assert sentences(text) == [
        "Smith et al. found a 3.5-fold rise (p < 0.05).",
        "J. Smith agreed, e.g. in Fig. 2 and Figs. 3, Tab. 1, Eq. 4, Ref. 5, No. 6, Dr. Lee, pp. 7, "
        "vol. 8, i.e. all, vs. none.",
        "Next sentence [4].", "Another one. [5]", "Then more."]


def test_english_followed_by_chinese_and_no_split_before_lowercase():
    assert sentences("It rose. 随后下降。the end is here") == ["It rose.", "随后下降。", "the end is here"]
    assert sentences("a value of 0.28. it was low") == ["a value of 0.28. it was low"]


def test_semicolon_splits_only_long_sentences():
    short = "甲组有效；乙组无效。"
    assert sentences(short) == [short]
    long = "甲" * 100 + "；" + "乙" * 100 + "。"
    assert sentences(long) == ["甲" * 100 + "；", "乙" * 100 + "。"]


def test_context_window_two_sentences_each_side():
    text = "一。二。三说明[3]。四。五。六。"
    at = text.index("[3]")
    assert context_window(text, at, at + 3) == ("一。二。三说明[3]。四。五。", "三说明[3]。", "high")
    assert context_window(text, at, at + 3, n=1) == ("二。三说明[3]。四。", "三说明[3]。", "high")


def test_context_window_low_confidence_widens_to_block():
    block = "这是一个很长的段落" * 40 + "[5]"
    at = block.index("[5]")
    assert context_window(block, at, at + 3) == (block, block, "low")
    # a marker opening its sentence may belong to the sentence before it
    text = "First claim here. [6] is often cited. Third one."
    at = text.index("[6]")
    assert context_window(text, at, at + 3) == (text, "[6] is often cited.", "low")


def test_context_window_marker_after_terminator_stays_with_its_sentence():
    text = "Rates rose sharply. [7] Later work disagreed."
    at = text.index("[7]")
    assert context_window(text, at, at + 3) == (text, "Rates rose sharply. [7]", "high")
