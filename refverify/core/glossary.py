"""Chinese -> English vocabulary for comparing a Chinese claim with an English source (RUBRIC §5),
and the naming conventions that let a drug class in one language meet a drug name in the other.

General medical, statistical and machine-learning words only: a thesis in any of these fields
should find its common terms here. Longer keys win over their own substrings (心力衰竭 before 心).
"""
from __future__ import annotations

_ENTRIES = """
血糖=glucose glycemic glycaemic|降糖=glucose-lowering glucose lowering glycemic|强化降糖=intensive glucose control|
血压=blood pressure|高血压=hypertension|糖尿病=diabetes|糖尿病前期=prediabetes|2型糖尿病=type diabetes|
死亡率=mortality death|死亡=death mortality died|全因死亡=death any cause all-cause mortality|
心血管死亡=cardiovascular death|缓解率=remission rate|缓解=remission|复发=recurrence relapse|
治疗=treatment therapy treated|强化治疗=intensive therapy treatment|患者=patient|病人=patient|
风险=risk|危险因素=risk factor|感染=infection|生殖器感染=genital infection|手术=surgery surgical|
术后=postoperative|并发症=complication|微血管=microvascular|大血管=macrovascular|
生存=survival|生存率=survival rate|肿瘤=tumor cancer|癌=cancer carcinoma|肥胖=obesity|
儿童=child children|老年=elderly older|成人=adult|女性=women female|男性=men male|
吸烟=smoking|饮酒=alcohol|疫苗=vaccine vaccination|药物=drug medication|剂量=dose|
疗效=efficacy|有效=effective efficacy|安全性=safety|不良反应=adverse|不良事件=adverse event|
随机=randomized randomised random|对照=control controlled placebo|安慰剂=placebo|试验=trial|
随机对照试验=randomized controlled trial|队列=cohort|前瞻性=prospective|回顾性=retrospective|
观察性=observational|荟萃分析=meta-analysis|meta分析=meta-analysis|系统评价=systematic review|
综述=review|发病率=incidence|患病率=prevalence|抑郁=depression depressive|焦虑=anxiety|
睡眠=sleep|运动=exercise physical activity|骨折=fracture|骨=bone|牙=tooth dental|
种植体=implant|口腔=oral|颌面=maxillofacial|蛋白=protein|蛋白尿=albuminuria proteinuria|
白蛋白尿=albuminuria|基因=gene|表达=expression|细胞=cell|炎症=inflammation inflammatory|
心血管=cardiovascular|心血管疾病=cardiovascular disease|心力衰竭=heart failure|心衰=heart failure|
心衰住院=hospitalization heart failure|冠心病=coronary heart disease|冠状动脉=coronary|
动脉粥样硬化=atherosclerotic atherosclerosis|卒中=stroke|中风=stroke|缺血性=ischaemic ischemic|
出血性=haemorrhagic hemorrhagic|心肌梗死=myocardial infarction|心梗=myocardial infarction|
肾=kidney renal|肾脏=kidney renal|慢性肾脏病=chronic kidney disease|肾小球滤过率=glomerular filtration|
肝=liver hepatic|肺=lung pulmonary|体重=weight|胰岛素=insulin|二甲双胍=metformin|磺脲=sulfonylurea|
他汀=statin|阿司匹林=aspirin|抗生素=antibiotic|住院=hospitalization hospitalisation|
疼痛=pain|生活质量=quality life|年龄=age|血脂=lipid cholesterol|胆固醇=cholesterol|
糖化血红蛋白=glycated hemoglobin hba1c|血红蛋白=hemoglobin|认知=cognitive|痴呆=dementia|
孕妇=pregnant women|妊娠=pregnancy|新生儿=neonatal|饮食=diet dietary|营养=nutrition|维生素=vitamin|
合并症=comorbidity comorbid|指数=index|评分=score|量表=scale questionnaire|问卷=questionnaire|
抑郁症状=depressive symptoms depression|筛查=screening|诊断=diagnosis diagnostic|
预测=predict prediction|预后=prognosis prognostic|死亡风险=mortality risk death|
倾向性评分=propensity score|倾向评分=propensity score|匹配=matching matched|混杂=confounding|
回归=regression|比例风险=proportional hazards|风险比=hazard ratio|比值比=odds ratio|
相对风险=relative risk|置信区间=confidence interval|生存分析=survival analysis|
观察=observational observed|随访=follow-up followed|中位=median|平均=mean average|
基线=baseline|终点=end point endpoint outcome|主要终点=primary outcome end point|
复合终点=composite outcome end point|结局=outcome|主要结局=primary outcome|
心血管结局=cardiovascular outcome|获益=benefit|保护=protective protection|
人群=population|真实世界=real-world|中国=china chinese|成年人=adult|
酮症酸中毒=ketoacidosis|低血糖=hypoglycemia hypoglycaemia|截肢=amputation|视网膜病变=retinopathy|
胃肠道=gastrointestinal|胰腺炎=pancreatitis|雌激素=estrogen oestrogen|孕激素=progestin|
绝经后=postmenopausal|激素=hormone|乳腺癌=breast cancer|骨质疏松=osteoporosis|
糖耐量受损=impaired glucose tolerance|糖耐量=glucose tolerance|生活方式=lifestyle|干预=intervention|
预防=prevention prevent|流行病学=epidemiology|横断面=cross-sectional|调查=survey|
全国=national nationwide|代表性=representative|估算=estimated|
标准=standard criteria|指南=guideline|定义=definition defined|分类=classification|
神经网络=neural network|网络=network|深度学习=deep learning|深层=deep|层=layer|
机器学习=machine learning|模型=model|准确率=accuracy|精度=accuracy precision|错误率=error rate|
算法=algorithm|图像=image|图像识别=image recognition|识别=recognition|分割=segmentation|
训练=training train|数据集=dataset|注意力=attention|注意力机制=attention mechanism|
语言=language|语言模型=language model|翻译=translation|机器翻译=machine translation|
卷积=convolutional convolution|循环神经网络=recurrent neural network|残差=residual|
预训练=pre-training pretraining pre-trained|微调=fine-tuning|优化=optimization optimizer|
参数=parameter|样本=sample|泛化=generalization|过拟合=overfitting|正则化=regularization|
编码器=encoder|解码器=decoder|词向量=word vectors embeddings|生成=generative generation|
对抗=adversarial|
病死率=mortality|住院率=hospitalization|再入院=readmission|再住院=readmission|出血=bleeding hemorrhage|
大出血=major bleeding|颅内出血=intracranial hemorrhage|脑出血=intracerebral hemorrhage|
肾功能=renal kidney function|肾损伤=kidney injury|急性肾损伤=acute kidney injury|肾衰竭=kidney failure|
心房颤动=atrial fibrillation|房颤=atrial fibrillation|血栓=thrombosis thrombus|溶栓=thrombolysis thrombolytic|
静脉=intravenous venous|残疾=disability|可能性=likely likelihood|概率=probability|血小板=platelet|
肌酐=creatinine|甘油三酯=triglyceride|体重指数=body mass index|腰围=waist circumference|
收缩压=systolic blood pressure|舒张压=diastolic blood pressure|心率=heart rate|射血分数=ejection fraction|
无进展生存=progression-free survival|无病生存=disease-free survival|总生存=survival|生存期=survival|
客观缓解=objective response|完全缓解=complete response remission|应答=response|毒性=toxicity|
副作用=side effects|症状=symptom|疲劳=fatigue|恶心=nausea|呕吐=vomiting|腹泻=diarrhea|事件=event|
心血管事件=cardiovascular event|进展=progression|转移=metastasis metastatic|脓毒症=sepsis|休克=shock|
肺炎=pneumonia|机械通气=mechanical ventilation|重症=critically ill|危重=critically ill|
重症监护=intensive care|急诊=emergency|门诊=outpatient|住院患者=inpatient hospitalized|入院=admission|
出院=discharge|住院时间=length stay|发病=onset|轻微=minimal mild|轻度=mild|重度=severe|严重=severe serious|
化疗=chemotherapy|放疗=radiotherapy|免疫治疗=immunotherapy|联合=combination plus|单药=monotherapy alone|
强化=intensive|常规=conventional usual|控制=control|透析=dialysis|哮喘=asthma|病毒=virus viral|
耐药=resistance resistant|流感=influenza|自闭症=autism|孤独症=autism|癌症=cancer|肺癌=lung cancer|
基因组=genome|突变=mutation|测序=sequencing|依从性=adherence|成本=cost|切除=resection|移植=transplantation|
麻醉=anesthesia|康复=rehabilitation recovery|全球=global worldwide|死亡人数=deaths|病例=cases|
青少年=adolescents|婴儿=infants|老年人=older adults elderly|老年患者=older patients elderly|中年=middle-aged|
早产=preterm|早产儿=preterm infants|健康=healthy health|志愿者=volunteers|受试者=participants|
参与者=participants|社区=community|
队列研究=cohort study|病例对照=case-control|系统综述=systematic review|横断面研究=cross-sectional study|
多中心=multicenter|双盲=double-blind|开放标签=open-label|交叉=crossover|非劣效=non-inferiority|
优效=superiority superior|意向治疗=intention-to-treat|亚组=subgroup|敏感性分析=sensitivity analysis|
多因素=multivariable|校正=adjusted|样本量=sample size|相对危险度=relative risk|绝对风险=absolute risk|
可信区间=confidence interval|显著性=significance|统计学意义=statistically significant|显著=significant|
差异=difference|效应量=effect size|均数差=mean difference|灵敏度=sensitivity|敏感度=sensitivity|
特异度=specificity|特异性=specificity|曲线下面积=area under curve|发生率=incidence|相关性=correlation|
召回率=recall|精确率=precision|准确度=accuracy|困惑度=perplexity|收敛=convergence converge|损失=loss|
梯度=gradient|学习率=learning rate|批量=batch|归一化=normalization|迭代=iteration|推理=inference reasoning|
检测=detection|目标检测=object detection|分类器=classifier|特征=feature|表示=representation|嵌入=embedding|
标注=annotation labeled|监督=supervised|无监督=unsupervised|自监督=self-supervised|
强化学习=reinforcement learning|奖励=reward|基准=benchmark|性能=performance|鲁棒性=robustness|
效率=efficiency|计算量=computation|大语言模型=large language model|图神经网络=graph neural network|
扩散模型=diffusion model|文本=text|语音=speech|语音识别=speech recognition|检索=retrieval|聚类=clustering|
误差=error|测试集=test set|验证集=validation set|训练集=training set|超参数=hyperparameter|
欠拟合=underfitting|
抑制剂=inhibitor|激动剂=agonist|拮抗剂=antagonist|受体=receptor|
"""

GLOSSARY: dict[str, str] = {}
for _item in _ENTRIES.replace("\n", "").split("|"):
    if "=" in _item:
        _k, _v = _item.split("=", 1)
        GLOSSARY[_k.strip()] = _v.strip()

# International nonproprietary name stems: a drug class named in one language (SGLT2抑制剂,
# "GLP-1 receptor agonists") meets the drug names of the other (empagliflozin, liraglutide).
DRUG_NAMES_ZH = {
    "恩格列净": "empagliflozin", "达格列净": "dapagliflozin", "卡格列净": "canagliflozin",
    "艾托格列净": "ertugliflozin", "利拉鲁肽": "liraglutide", "司美格鲁肽": "semaglutide",
    "度拉糖肽": "dulaglutide", "艾塞那肽": "exenatide", "利司那肽": "lixisenatide",
    "西格列汀": "sitagliptin", "沙格列汀": "saxagliptin", "阿格列汀": "alogliptin",
    "利格列汀": "linagliptin", "维格列汀": "vildagliptin", "罗格列酮": "rosiglitazone",
    "吡格列酮": "pioglitazone", "格列本脲": "glibenclamide glyburide", "格列美脲": "glimepiride",
    "阿托伐他汀": "atorvastatin", "瑞舒伐他汀": "rosuvastatin", "辛伐他汀": "simvastatin",
    "氯沙坦": "losartan", "缬沙坦": "valsartan", "依那普利": "enalapril", "雷米普利": "ramipril",
    "美托洛尔": "metoprolol", "华法林": "warfarin", "利伐沙班": "rivaroxaban", "地塞米松": "dexamethasone",
}
GLOSSARY.update(DRUG_NAMES_ZH)

CLASS_STEMS = {
    "sglt": ("gliflozin", "sodium-glucose", "sodium glucose"),
    "glp": ("glutide", "enatide", "glucagon-like"),
    "dpp": ("gliptin", "dipeptidyl"),
    "tzd": ("glitazone", "thiazolidinedione"),
    "statin": ("statin",),
    "arb": ("sartan",),
    "ace": ("pril",),
    "ppi": ("prazole",),
    "tki": ("tinib",),
}
