"""The thesis's references as its (fictional) author wrote them: the GB/T 7714 list and the .bib
are both generated from this catalog, so they agree except where a problem is planted on purpose.

Each entry: ``kind`` (J journal, M book, S standard), ``authors`` (English: (family, initials)
tuples; Chinese or organisations: plain strings), ``etal`` (the author list was cut after three
names), the bibliographic fields, ``world`` (id of the true record in ../world.json, or None for
the fabricated reference), and ``bib_override`` / ``list_override`` for planted disagreements.
Numbers are not stored here: make_thesis.py numbers the entries by first citation.
"""

NEJM = "N Engl J Med"

REFS = {
    "idf2021": dict(kind="M", authors=["International Diabetes Federation"],
                    title="IDF diabetes atlas", edition="10th ed", place="Brussels",
                    publisher="International Diabetes Federation", year=2021, world="w_idf2021"),
    "li2020": dict(kind="J", authors=[("Li", "Y"), ("Teng", "D"), ("Shi", "X")], etal=True,
                   title="Prevalence of diabetes recorded in mainland China using 2018 diagnostic "
                         "criteria from the American Diabetes Association: national cross sectional study",
                   journal="BMJ", year=2020, volume="369", issue="", pages="m997",
                   doi="10.1136/bmj.m997", pmid="32345662", world="w_li2020"),
    "wang2017": dict(kind="J", authors=[("Wang", "L"), ("Gao", "P"), ("Zhang", "M")], etal=True,
                     title="Prevalence and ethnic pattern of diabetes and prediabetes in China in 2013",
                     journal="JAMA", year=2017, volume="317", issue="24", pages="2515-2523",
                     doi="10.1001/jama.2017.7596", pmid="28655017", world="w_wang2017"),
    "xu2013": dict(kind="J", authors=[("Xu", "Y"), ("Wang", "L"), ("He", "J")], etal=True,
                   title="Prevalence and control of diabetes in Chinese adults",
                   journal="JAMA", year=2013, volume="310", issue="9", pages="948-959",
                   doi="10.1001/jama.2013.168118", pmid="24002281", world="w_xu2013"),
    "sarwar2010": dict(kind="J", authors=[("Sarwar", "N"), ("Gao", "P"), ("Seshasai", "S R")], etal=True,
                       title="Diabetes mellitus, fasting blood glucose concentration, and risk of vascular "
                             "disease: a collaborative meta-analysis of 102 prospective studies",
                       journal="The Lancet", year=2010, volume="375", issue="9733", pages="2215-2222",
                       doi="10.1016/S0140-6736(10)60484-9", pmid="20609967", world="w_sarwar2010"),
    "kristensen2019": dict(kind="J", authors=[("Kristensen", "S L"), ("R\u00f8rth", "R"), ("Jhund", "P S")],
                           etal=True,
                           title="Cardiovascular, mortality, and kidney outcomes with GLP-1 receptor agonists "
                                 "in patients with type 2 diabetes: a systematic review and meta-analysis of "
                                 "cardiovascular outcome trials",
                           journal="Lancet Diabetes Endocrinol", year=2019, volume="7", issue="10",
                           pages="776-785", doi="10.1016/S2213-8587(19)30249-9", pmid="31422062",
                           world="w_kristensen2019"),
    "stratton2000": dict(kind="J", authors=[("Stratton", "I M"), ("Adler", "A I"), ("Neil", "H A")], etal=True,
                         title="Association of glycaemia with macrovascular and microvascular complications "
                               "of type 2 diabetes (UKPDS 35): prospective observational study",
                         journal="BMJ", year=2000, volume="321", issue="7258", pages="405-412",
                         doi="10.1136/bmj.321.7258.405", pmid="10938048", world="w_stratton2000"),
    "cds2020": dict(kind="J", authors=["中华医学会糖尿病学分会"],
                    title="中国2型糖尿病防治指南(2020年版)", journal="中华糖尿病杂志",
                    year=2021, volume="13", issue="4", pages="315-409", world="w_cds2020"),
    "ukpds33": dict(kind="J", authors=["UK Prospective Diabetes Study (UKPDS) Group"],
                    title="Intensive blood-glucose control with sulphonylureas or insulin compared with "
                          "conventional treatment and risk of complications in patients with type 2 "
                          "diabetes (UKPDS 33)",
                    journal="Lancet", year=1998, volume="352", issue="9131", pages="837-853",
                    doi="10.1016/S0140-6736(98)07019-6", pmid="9742976", world="w_ukpds33"),
    "ukpds34": dict(kind="J", authors=["UK Prospective Diabetes Study (UKPDS) Group"],
                    title="Effect of intensive blood-glucose control with metformin on complications in "
                          "overweight patients with type 2 diabetes (UKPDS 34)",
                    journal="Lancet", year=1998, volume="352", issue="9131", pages="854-865",
                    doi="10.1016/S0140-6736(98)07037-8", pmid="9742977", world="w_ukpds34"),
    "holman2008": dict(kind="J", authors=[("Holman", "R R"), ("Paul", "S K"), ("Bethel", "M A")], etal=True,
                       title="10-year follow-up of intensive glucose control in type 2 diabetes",
                       journal=NEJM, year=2008, volume="359", issue="15", pages="1577-1589",
                       doi="10.1056/NEJMoa0806470", pmid="18784090", world="w_holman2008"),
    "accord2008": dict(kind="J", authors=["Action to Control Cardiovascular Risk in Diabetes Study Group",
                                          ("Gerstein", "H C"), ("Miller", "M E")], etal=True,
                       title="Effects of intensive glucose lowering in type 2 diabetes",
                       journal=NEJM, year=2008, volume="358", issue="24", pages="2545-2559",
                       doi="10.1056/NEJMoa0802743", pmid="18539917", world="w_accord2008"),
    "advance2008": dict(kind="J", authors=["ADVANCE Collaborative Group", ("Patel", "A"), ("MacMahon", "S")],
                        etal=True,
                        title="Intensive blood glucose control and vascular outcomes in patients with "
                              "type 2 diabetes",
                        journal=NEJM, year=2008, volume="358", issue="24", pages="2560-2572",
                        doi="10.1056/NEJMoa0802987", pmid="18539916", world="w_advance2008"),
    "vadt2009": dict(kind="J", authors=[("Duckworth", "W"), ("Abraira", "C"), ("Moritz", "T")], etal=True,
                     title="Glucose control and vascular complications in veterans with type 2 diabetes",
                     journal=NEJM, year=2009, volume="360", issue="2", pages="129-139",
                     doi="10.1056/NEJMoa0808431", pmid="19092145", world="w_vadt2009"),
    # planted: dropped co-author (the work is by Nissen SE and Wolski K)
    "nissen2007": dict(kind="J", authors=[("Nissen", "S E")],
                       title="Effect of rosiglitazone on the risk of myocardial infarction and death from "
                             "cardiovascular causes",
                       journal=NEJM, year=2007, volume="356", issue="24", pages="2457-2471",
                       doi="10.1056/NEJMoa072761", pmid="17517853", world="w_nissen2007"),
    "davies2018": dict(kind="J", authors=[("Davies", "M J"), ("D'Alessio", "D A"), ("Fradkin", "J")], etal=True,
                       title="Management of hyperglycemia in type 2 diabetes, 2018. A consensus report by "
                             "the American Diabetes Association (ADA) and the European Association for the "
                             "Study of Diabetes (EASD)",
                       journal="Diabetes Care", year=2018, volume="41", issue="12", pages="2669-2701",
                       doi="10.2337/dci18-0033", pmid="30291106", world="w_davies2018"),
    # noise, not an error: the journal's full name instead of its ISO abbreviation
    "empareg": dict(kind="J", authors=[("Zinman", "B"), ("Wanner", "C"), ("Lachin", "J M")], etal=True,
                    title="Empagliflozin, cardiovascular outcomes, and mortality in type 2 diabetes",
                    journal="The New England Journal of Medicine", year=2015, volume="373", issue="22",
                    pages="2117-2128", doi="10.1056/NEJMoa1504720", pmid="26378978", world="w_empareg"),
    # planted: the in-document list says 2018, the .bib (and the world) 2017
    "canvas": dict(kind="J", authors=[("Neal", "B"), ("Perkovic", "V"), ("Mahaffey", "K W")], etal=True,
                   title="Canagliflozin and cardiovascular and renal events in type 2 diabetes",
                   journal=NEJM, year=2017, volume="377", issue="7", pages="644-657",
                   doi="10.1056/NEJMoa1611925", pmid="28605608", world="w_canvas",
                   list_override={"year": 2018}),
    "declare": dict(kind="J", authors=[("Wiviott", "S D"), ("Raz", "I"), ("Bonaca", "M P")], etal=True,
                    title="Dapagliflozin and cardiovascular outcomes in type 2 diabetes",
                    journal=NEJM, year=2019, volume="380", issue="4", pages="347-357",
                    doi="10.1056/NEJMoa1812389", pmid="30415602", world="w_declare"),
    "credence": dict(kind="J", authors=[("Perkovic", "V"), ("Jardine", "M J"), ("Neal", "B")], etal=True,
                     title="Canagliflozin and renal outcomes in type 2 diabetes and nephropathy",
                     journal=NEJM, year=2019, volume="380", issue="24", pages="2295-2306",
                     doi="10.1056/NEJMoa1811744", pmid="30990260", world="w_credence"),
    # planted: wrong DOI (it is the DOI of Xu 2013, another work of the world)
    "dapahf": dict(kind="J", authors=[("McMurray", "J J V"), ("Solomon", "S D"), ("Inzucchi", "S E")], etal=True,
                   title="Dapagliflozin in patients with heart failure and reduced ejection fraction",
                   journal=NEJM, year=2019, volume="381", issue="21", pages="1995-2008",
                   doi="10.1001/jama.2013.168118", pmid="", world="w_dapahf"),
    "dapackd": dict(kind="J", authors=[("Heerspink", "H J L"), ("Stef\u00e1nsson", "B V"),
                                       ("Correa-Rotter", "R")], etal=True,
                    title="Dapagliflozin in patients with chronic kidney disease",
                    journal=NEJM, year=2020, volume="383", issue="15", pages="1436-1446",
                    doi="10.1056/NEJMoa2024816", pmid="32970396", world="w_dapackd"),
    "zelniker2019": dict(kind="J", authors=[("Zelniker", "T A"), ("Wiviott", "S D"), ("Raz", "I")], etal=True,
                         title="SGLT2 inhibitors for primary and secondary prevention of cardiovascular and "
                               "renal outcomes in type 2 diabetes: a systematic review and meta-analysis of "
                               "cardiovascular outcome trials",
                         journal="Lancet", year=2019, volume="393", issue="10166", pages="31-39",
                         doi="10.1016/S0140-6736(18)32590-X", pmid="30424892", world="w_zelniker2019"),
    "leader": dict(kind="J", authors=[("Marso", "S P"), ("Daniels", "G H"), ("Brown-Frandsen", "K")], etal=True,
                   title="Liraglutide and cardiovascular outcomes in type 2 diabetes",
                   journal=NEJM, year=2016, volume="375", issue="4", pages="311-322",
                   doi="10.1056/NEJMoa1603827", pmid="27295427", world="w_leader"),
    # planted: wrong year in both the list and the .bib (the work appeared in 2016)
    "sustain6": dict(kind="J", authors=[("Marso", "S P"), ("Bain", "S C"), ("Consoli", "A")], etal=True,
                     title="Semaglutide and cardiovascular outcomes in patients with type 2 diabetes",
                     journal=NEJM, year=2015, volume="375", issue="19", pages="1834-1844",
                     doi="10.1056/NEJMoa1607141", pmid="27633186", world="w_sustain6"),
    "rewind": dict(kind="J", authors=[("Gerstein", "H C"), ("Colhoun", "H M"), ("Dagenais", "G R")], etal=True,
                   title="Dulaglutide and cardiovascular outcomes in type 2 diabetes (REWIND): a double-blind, "
                         "randomised placebo-controlled trial",
                   journal="Lancet", year=2019, volume="394", issue="10193", pages="121-130",
                   doi="10.1016/S0140-6736(19)31149-3", pmid="31189511", world="w_rewind"),
    "exscel": dict(kind="J", authors=[("Holman", "R R"), ("Bethel", "M A"), ("Mentz", "R J")], etal=True,
                   title="Effects of once-weekly exenatide on cardiovascular outcomes in type 2 diabetes",
                   journal=NEJM, year=2017, volume="377", issue="13", pages="1228-1239",
                   doi="10.1056/NEJMoa1612917", pmid="28910237", world="w_exscel"),
    "elixa": dict(kind="J", authors=[("Pfeffer", "M A"), ("Claggett", "B"), ("Diaz", "R")], etal=True,
                  title="Lixisenatide in patients with type 2 diabetes and acute coronary syndrome",
                  journal=NEJM, year=2015, volume="373", issue="23", pages="2247-2257",
                  doi="10.1056/NEJMoa1509225", pmid="26630143", world="w_elixa"),
    "savor": dict(kind="J", authors=[("Scirica", "B M"), ("Bhatt", "D L"), ("Braunwald", "E")], etal=True,
                  title="Saxagliptin and cardiovascular outcomes in patients with type 2 diabetes mellitus",
                  journal=NEJM, year=2013, volume="369", issue="14", pages="1317-1326",
                  doi="10.1056/NEJMoa1307684", pmid="23992601", world="w_savor"),
    "examine": dict(kind="J", authors=[("White", "W B"), ("Cannon", "C P"), ("Heller", "S R")], etal=True,
                    title="Alogliptin after acute coronary syndrome in patients with type 2 diabetes",
                    journal=NEJM, year=2013, volume="369", issue="14", pages="1327-1335",
                    doi="10.1056/NEJMoa1305889", pmid="23992602", world="w_examine"),
    "tecos": dict(kind="J", authors=[("Green", "J B"), ("Bethel", "M A"), ("Armstrong", "P W")], etal=True,
                  title="Effect of sitagliptin on cardiovascular outcomes in type 2 diabetes",
                  journal=NEJM, year=2015, volume="373", issue="3", pages="232-242",
                  doi="10.1056/NEJMoa1501352", pmid="26052984", world="w_tecos"),
    "ws397": dict(kind="S", authors=["中华人民共和国卫生部"], title="糖尿病筛查和诊断: WS 397\u20142012",
                  place="北京", publisher="中国标准出版社", year=2012, world="w_ws397"),
    "htn2018": dict(kind="J", authors=["中国高血压防治指南修订委员会", "高血压联盟(中国)",
                                       "中华医学会心血管病学分会"], etal=True,
                    title="中国高血压防治指南2018年修订版", journal="心脑血管病防治",
                    year=2019, volume="19", issue="1", pages="1-44", world="w_htn2018"),
    "lipid2016": dict(kind="J", authors=["中国成人血脂异常防治指南修订联合委员会"],
                      title="中国成人血脂异常防治指南(2016年修订版)", journal="中国循环杂志",
                      year=2016, volume="31", issue="10", pages="937-953", world="w_lipid2016"),
    "levey2009": dict(kind="J", authors=[("Levey", "A S"), ("Stevens", "L A"), ("Schmid", "C H")], etal=True,
                      title="A new equation to estimate glomerular filtration rate",
                      journal="Ann Intern Med", year=2009, volume="150", issue="9", pages="604-612",
                      doi="10.7326/0003-4819-150-9-200905050-00006", pmid="19414839", world="w_levey2009"),
    "thygesen2019": dict(kind="J", authors=[("Thygesen", "K"), ("Alpert", "J S"), ("Jaffe", "A S")], etal=True,
                         title="Fourth universal definition of myocardial infarction (2018)",
                         journal="Eur Heart J", year=2019, volume="40", issue="3", pages="237-269",
                         doi="10.1093/eurheartj/ehy462", pmid="30165617", world="w_thygesen2019"),
    "charlson1987": dict(kind="J", authors=[("Charlson", "M E"), ("Pompei", "P"), ("Ales", "K L")], etal=True,
                         title="A new method of classifying prognostic comorbidity in longitudinal studies: "
                               "development and validation",
                         journal="J Chronic Dis", year=1987, volume="40", issue="5", pages="373-383",
                         doi="10.1016/0021-9681(87)90171-8", pmid="3558716", world="w_charlson1987"),
    "kroenke2001": dict(kind="J", authors=[("Kroenke", "K"), ("Spitzer", "R L"), ("Williams", "J B")],
                        title="The PHQ-9: validity of a brief depression severity measure",
                        journal="J Gen Intern Med", year=2001, volume="16", issue="9", pages="606-613",
                        doi="10.1046/j.1525-1497.2001.016009606.x", pmid="11556941", world="w_kroenke2001"),
    "neike2018": dict(kind="M", authors=["葛均波", "徐永健", "王辰"], title="内科学", edition="9版",
                      place="北京", publisher="人民卫生出版社", year=2018, world="w_neike2018"),
    "rosenbaum1983": dict(kind="J", authors=[("Rosenbaum", "P R"), ("Rubin", "D B")],
                          title="The central role of the propensity score in observational studies for "
                                "causal effects",
                          journal="Biometrika", year=1983, volume="70", issue="1", pages="41-55",
                          doi="10.1093/biomet/70.1.41", pmid="", world="w_rosenbaum1983"),
    "cox1972": dict(kind="J", authors=[("Cox", "D R")], title="Regression models and life-tables",
                    journal="Journal of the Royal Statistical Society: Series B (Methodological)",
                    year=1972, volume="34", issue="2", pages="187-220",
                    doi="10.1111/j.2517-6161.1972.tb00899.x", pmid="", world="w_cox1972"),
    # planted: off-topic (hormone therapy in postmenopausal women, cited for metformin)
    "rossouw2002": dict(kind="J", authors=[("Rossouw", "J E"), ("Anderson", "G L"), ("Prentice", "R L")],
                        etal=True,
                        title="Risks and benefits of estrogen plus progestin in healthy postmenopausal "
                              "women: principal results from the Women's Health Initiative randomized "
                              "controlled trial",
                        journal="JAMA", year=2002, volume="288", issue="3", pages="321-333",
                        doi="10.1001/jama.288.3.321", pmid="12117397", world="w_rossouw2002"),
    # planted: retracted (May/June 2020), cited as evidence
    "mehra2020": dict(kind="J", authors=[("Mehra", "M R"), ("Desai", "S S"), ("Kuy", "S")], etal=True,
                      title="Cardiovascular disease, drug therapy, and mortality in Covid-19",
                      journal=NEJM, year=2020, volume="382", issue="25", pages="e102",
                      doi="10.1056/NEJMoa2007621", pmid="32356626", world="w_mehra2020"),
    # planted: fabricated. Title, authors and DOI were made up for this demo; no such work is in
    # the world, whatever the DOI may point to outside it.
    "zhang2022": dict(kind="J", authors=[("Zhang", "W"), ("Li", "X"), ("Wang", "Y")], etal=True,
                      title="Comparative cardiorenal effectiveness of SGLT2 inhibitors versus GLP-1 receptor "
                            "agonists in Chinese adults with type 2 diabetes: a nationwide propensity-matched "
                            "cohort study",
                      journal="Diabetes Obes Metab", year=2022, volume="24", issue="8", pages="1512-1523",
                      doi="10.1111/dom.14712", pmid="", world=None),
    # planted: listed but never cited (it ends the list)
    "daqing1997": dict(kind="J", authors=[("Pan", "X R"), ("Li", "G W"), ("Hu", "Y H")], etal=True,
                       title="Effects of diet and exercise in preventing NIDDM in people with impaired "
                             "glucose tolerance. The Da Qing IGT and Diabetes Study",
                       journal="Diabetes Care", year=1997, volume="20", issue="4", pages="537-544",
                       doi="10.2337/diacare.20.4.537", pmid="9096977", world="w_daqing1997"),
}

# Keys cited in the body that have no entry in the list (the orphan is numbered after the list).
ORPHANS = ("orphan_genital",)

# .bib title styles: noise that is not an error (title case, braces protecting acronyms).
BIB_TITLE_OVERRIDES = {
    "empareg": "Empagliflozin, Cardiovascular Outcomes, and Mortality in Type 2 Diabetes",
    "zelniker2019": "{SGLT2} inhibitors for primary and secondary prevention of cardiovascular and renal "
                    "outcomes in type 2 diabetes: a systematic review and meta-analysis of cardiovascular "
                    "outcome trials",
    "kroenke2001": "The {PHQ}-9: validity of a brief depression severity measure",
}

# PMIDs left out of the .bib (many exported entries carry only a DOI).
BIB_WITHOUT_PMID = {"xu2013", "sarwar2010", "holman2008", "vadt2009", "exscel", "elixa", "examine",
                    "charlson1987", "thygesen2019"}
