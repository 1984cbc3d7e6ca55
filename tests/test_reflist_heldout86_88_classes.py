"""Reference-list classes of held-out batches 86–88 (issue 20), each line invented for the test (fictional names
and titles, the shapes of the real lists): Wanfang Data's export, as text and as its web page's Markdown with every
field a link; a Markdown table row whose number has a cell of its own and no closing bar; SCIRP's and Hindawi's
article numbers."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages", "doi", "url")
_Q = "https://s.wanfangdata.com.cn/paper?q=%E4%BD%9C%E8%80%85:%22"


@pytest.mark.parametrize("line, expected", [
    ("[1]高明远,苏晓岚,郑立.低剂量CT联合人工智能筛查肺结节的价值[J].医学影像设备.2021,(6).12-15,19.DOI:10.19745/j.1003-8868.2021107.",
     (["高明远", "苏晓岚", "郑立"], False, "低剂量CT联合人工智能筛查肺结节的价值", "医学影像设备", "", 2021, "", "6",
      "12-15,19", "10.19745/j.1003-8868.2021107", "")),
    ("[9]刘航,陈佳音,吴志,等.基于多尺度特征的视网膜血管分割[J].浙江大学学报（工学版）.2019,(3).561-570.",
     (["刘航", "陈佳音", "吴志"], True, "基于多尺度特征的视网膜血管分割", "浙江大学学报（工学版）", "", 2019, "", "3", "561-570", "", "")),
    # foreign names as Wanfang keeps them: "Family, Given" pairs parted by a comma with no space after it
    ("[29]Halloran, Petra,Ostrowski, Jan,Whitcombe, Dana.Residual Networks for Organ Contouring[J].IEEE Transactions on "
     "Medical Imaging & Analysis.2018,40(2).",
     (["Halloran, Petra", "Ostrowski, Jan", "Whitcombe, Dana"], False, "Residual Networks for Organ Contouring",
      "IEEE Transactions on Medical Imaging & Analysis", "", 2018, "40", "2", "", "", "")),
    # (this line, "J.R.Quennell", "Min-Ho Park" and the thesis read right before this reader too: kept so)
    ("[30]Ravindran, Sunil.A Framework for Airway Segmentation in Chest CT[J].Journal of digital radiology.2015,31(2).",
     (["Ravindran, Sunil"], False, "A Framework for Airway Segmentation in Chest CT", "Journal of digital radiology", "", 2015,
      "31", "2", "", "", "")),
    ("[35]Okonjo, W.J.,Brandt, A.P.,Lindgren, D.F.,等.Growth estimation of small lesions in spiral CT[J].Medical Imaging, "
     "IEEE Transactions on.2004,23(11).1301-1312.DOI:10.1109/TMI.2004.800001.",
     (["Okonjo, W.J.", "Brandt, A.P.", "Lindgren, D.F."], True, "Growth estimation of small lesions in spiral CT",
      "Medical Imaging, IEEE Transactions on", "", 2004, "23", "11", "1301-1312", "10.1109/tmi.2004.800001", "")),
    # the names end at a period that closes no initial: "S..", "EG..", "Kim."
    ("[37]Hollis C.L.,Marsh S..Face matching with a convolutional network[J].IEEE Transactions on Neural Systems.1998,9(2).21-30.",
     (["Hollis, C.L", "Marsh, S"], False, "Face matching with a convolutional network", "IEEE Transactions on Neural Systems", "",
      1998, "9", "2", "21-30", "", "")),
    ("[12]J.R.Quennell.Induction of Rule Sets[J].Machine Reasoning.1987,2(1).81-106.",
     (["J.R. Quennell"], False, "Induction of Rule Sets", "Machine Reasoning", "", 1987, "2", "1", "81-106", "", "")),
    ("[34]Min-Ho Park,Jae-Won Lee.Watershed segmentation at several resolutions[J].Pattern Analysis Letters.2004,25(1).",
     (["Min-Ho Park", "Jae-Won Lee"], False, "Watershed segmentation at several resolutions", "Pattern Analysis Letters", "",
      2004, "25", "1", "", "", "")),
    # a thesis: the school after the type code, its city before it
    ("[3]滕文静.城市社区养老服务现状与对策研究[D].南昌:江西某大学.2019.",
     (["滕文静"], False, "城市社区养老服务现状与对策研究", "", "江西某大学", 2019, "", "", "", "", "")),
    # the web page's Markdown: every name, the title and the journal a link; the work's own page kept, no search page
    (f"[1][王立新]({_Q}A%22),[赵晓]({_Q}B%22),[孙浩]({_Q}C%22),等.[小麦叶片病害识别方法综述](https://d.wanfangdata.com.cn/"
     "periodical/nyjx202206005)[J].[农业机械学报](https://sns.wanfangdata.com.cn/perio/nyjx).2022,53(6).DOI:10.3778/j.nyjx.2022.06.005 .",
     (["王立新", "赵晓", "孙浩"], True, "小麦叶片病害识别方法综述", "农业机械学报", "", 2022, "53", "6", "",
      "10.3778/j.nyjx.2022.06.005", "https://d.wanfangdata.com.cn/periodical/nyjx202206005")),
    (f"[8][胡晓婷]({_Q}D%22).[基于物联网的温室监测系统设计](https://d.wanfangdata.com.cn/thesis/Y3800001)[D].2021.",
     (["胡晓婷"], False, "基于物联网的温室监测系统设计", "", "", 2021, "", "", "", "", "https://d.wanfangdata.com.cn/thesis/Y3800001")),
    (f"[3][Lindqvist, Maren]({_Q}E%22),[Osei, Kwame]({_Q}F%22),[Duarte, Ines]({_Q}G%22),等.[Detection of viral RNA in "
     "saliva samples](https://d.wanfangdata.com.cn/periodical/qk3e_1)[J].Journal of Clinical Virology.2020,12(3).201-205.",
     (["Lindqvist, Maren", "Osei, Kwame", "Duarte, Ines"], True, "Detection of viral RNA in saliva samples",
      "Journal of Clinical Virology", "", 2020, "12", "3", "201-205", "", "https://d.wanfangdata.com.cn/periodical/qk3e_1")),
])
def test_wanfang_export(line, expected):
    entry = parse_reference_line(1, line, "README.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.certainty["authors"] == "style"


@pytest.mark.parametrize("line, expected", [
    # CNKI's export (a comma before the year) and a line typed with spaces are no Wanfang lines: read as before
    ("[2]苏晓岚,郑立.肺结节的随访策略[J].医学影像设备,2020,41(05):9-11+15.",
     (["苏晓岚", "郑立"], False, "肺结节的随访策略", "医学影像设备", "", 2020, "41", "05", "9-11+15", "", "")),
    ("[27]主编高明远. 医学图像处理 [M].人民卫生出版社,2009.",
     (["主编高明远"], False, "医学图像处理", "", "人民卫生出版社", 2009, "", "", "", "", "")),
])
def test_other_gbt_lines_are_left_to_their_readers(line, expected):
    assert tuple(getattr(parse_reference_line(1, line, "README.md"), f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    # a Markdown table row: the number in a cell of its own, no closing bar
    ("| [2] | Moss, S., Okoro, T., Lind, K. and Farah-Benson, T. (2020) Particle Analysis with Improved Segmentation. "
     "Journal of Computing in Engineering, 20, Article ID: 021001.",
     (["Moss, S", "Okoro, T", "Lind, K", "Farah-Benson, T"], "Particle Analysis with Improved Segmentation",
      "Journal of Computing in Engineering", "20", "021001")),
    ("| [5] | Pardo, P. and Weng, J. (2019) A Model for Debris Recognition. Wear, 432-433, Article ID: 202968 |",
     (["Pardo, P", "Weng, J"], "A Model for Debris Recognition", "Wear", "432-433", "202968")),
    ("Jaramillo, F., Wei, H. and Soto, L. (2022) A Network for Debris Detection. Journal of the Society of Mechanical "
     "Sciences, 44, Article No. 67.",
     (["Jaramillo, F", "Wei, H", "Soto, L"], "A Network for Debris Detection", "Journal of the Society of Mechanical Sciences",
      "44", "67")),
])
def test_scirp_rows_and_article_numbers(line, expected):
    entry = parse_reference_line(1, line, "README.md")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages) == expected
