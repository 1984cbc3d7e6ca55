"""World records for the machine-learning works of the demo paper and notes (true bibliographic
facts; abstracts written for this demo in our own words). A published work that also exists on
arXiv is one record with both its DOI (if any) and its arXiv id and versions."""

CS = ["semanticscholar", "openalex", "dblp"]


def ml(id, title, authors, year, venue, pages="", volume="", issue="", doi="", arxiv="", versions=(),
       kind="proceedings-article", dblp="", abstract="", indexed=None, **extra):
    journal, abbrev = venue if isinstance(venue, tuple) else (venue, venue)
    if indexed is None:
        indexed = list(CS) + (["arxiv"] if arxiv else []) + (["crossref"] if doi else [])
    record = dict(id=id, title=title, authors=people(authors), year=year, journal=journal,
                  journal_abbrev=abbrev, volume=volume, issue=issue, pages=pages, doi=doi, pmid="",
                  arxiv=arxiv, type=kind, publication_types=[], abstract=abstract, language="en",
                  venue_dblp=dblp,
                  arxiv_versions=[{"version": v, "title": t or title, "date": d} for v, t, d in versions],
                  preprint_doi=f"10.48550/arXiv.{arxiv}" if arxiv and kind != "preprint" else "",
                  indexed_in=indexed)
    record.update(extra)
    return record


def people(text: str) -> list[dict]:
    """"Vaswani Ashish; Gomez Aidan N." -> family is the first word (every family name here is one
    word, hyphenated or not), the rest are given names."""
    out = []
    for name in text.split(";"):
        family, _, given = name.strip().partition(" ")
        out.append({"family": family, "given": given})
    return out


NEURIPS = "Advances in Neural Information Processing Systems"

ML = [
    ml("w_vaswani2017", "Attention Is All You Need",
       "Vaswani Ashish; Shazeer Noam; Parmar Niki; Uszkoreit Jakob; Jones Llion; Gomez Aidan N.; "
       "Kaiser \u0141ukasz; Polosukhin Illia", 2017, (NEURIPS + " 30", "NIPS"), "5998-6008", "30",
       arxiv="1706.03762", versions=[(1, "", "2017-06-12"), (5, "", "2017-12-06")], dblp="NIPS",
       abstract="Sequence transduction has been dominated by recurrent or convolutional encoder-decoder "
                "networks, usually joined by an attention mechanism. This paper proposes the Transformer, "
                "which relies on attention alone and drops recurrence and convolution entirely. On two "
                "machine translation tasks it gives better quality while being far more parallelisable "
                "and quicker to train: 28.4 BLEU on WMT 2014 English-to-German, more than 2 BLEU above "
                "the previous best results including ensembles, and a new single-model state of the art "
                "of 41.8 BLEU on WMT 2014 English-to-French after 3.5 days of training on eight GPUs. "
                "Training costs a small fraction of those of the best earlier models, and the model also "
                "generalises to English constituency parsing."),
    ml("w_devlin2019", "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding",
       "Devlin Jacob; Chang Ming-Wei; Lee Kenton; Toutanova Kristina", 2019,
       ("Proceedings of the 2019 Conference of the North American Chapter of the Association for "
        "Computational Linguistics: Human Language Technologies, Volume 1 (Long and Short Papers)",
        "NAACL-HLT"), "4171-4186", doi="10.18653/v1/N19-1423", arxiv="1810.04805",
       versions=[(1, "", "2018-10-11"), (2, "", "2019-05-24")], dblp="NAACL-HLT",
       abstract="BERT is a language representation model that pre-trains deep bidirectional encoders on "
                "unlabelled text with two tasks, masked language modelling and next sentence prediction. "
                "Unlike earlier left-to-right models it "
                "conditions on left and right context in every layer. The pre-trained "
                "model is fine-tuned with a single extra output layer, without task-specific "
                "architectures, and sets a new state of the art on eleven NLP tasks: a GLUE score of "
                "80.5% (7.7 points absolute improvement), MultiNLI accuracy of 86.7% (4.6 points), "
                "SQuAD v1.1 test F1 of 93.2 (1.5 points) and SQuAD v2.0 test F1 of 83.1 (5.1 points). The "
                "approach is conceptually simple and empirically powerful."),
    ml("w_he2016", "Deep Residual Learning for Image Recognition",
       "He Kaiming; Zhang Xiangyu; Ren Shaoqing; Sun Jian", 2016,
       ("2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "CVPR"), "770-778",
       doi="10.1109/CVPR.2016.90", arxiv="1512.03385", versions=[(1, "", "2015-12-10")], dblp="CVPR",
       abstract="Very deep neural networks are hard to train. The authors reformulate layers as learning "
                "residual functions with respect to their inputs, and show empirically that such "
                "residual networks are easier to optimise and gain accuracy as depth increases "
                "considerably. On ImageNet they evaluate residual nets with up to 152 layers, eight "
                "times deeper than VGG nets yet of lower complexity; an ensemble reaches 3.57% top-5 "
                "error on the test set and won first place in the ILSVRC 2015 classification task. "
                "Networks of 100 and 1000 layers are analysed on CIFAR-10, and the deep representations "
                "give a 28% relative improvement on COCO object detection. Residual nets also won the 2015 "
                "ImageNet detection and localization and COCO detection and segmentation tasks."),
    ml("w_kingma2015", "Adam: A Method for Stochastic Optimization", "Kingma Diederik P.; Ba Jimmy", 2015,
       ("3rd International Conference on Learning Representations, ICLR 2015", "ICLR"),
       arxiv="1412.6980", versions=[(1, "", "2014-12-22"), (9, "", "2017-01-30")], dblp="ICLR",
       abstract="Adam is a first-order method for stochastic optimisation of objective functions, based "
                "on adaptive estimates of lower-order moments of the gradients. It is simple to "
                "implement, computationally efficient, needs little memory, is invariant to diagonal "
                "rescaling of the gradients, and suits problems with large data or many parameters as "
                "well as non-stationary objectives and noisy or sparse gradients. Its hyper-parameters "
                "have intuitive meanings and need little tuning. The paper analyses convergence, gives a "
                "regret bound comparable to the best known results for online convex optimisation, and "
                "reports experiments in which Adam compares favourably with other stochastic methods. "
                "A variant based on the infinity norm, AdaMax, is also described. The method draws on AdaGrad "
                "and RMSProp."),
    ml("w_brown2020", "Language Models are Few-Shot Learners",
       "Brown Tom B.; Mann Benjamin; Ryder Nick; Subbiah Melanie; Kaplan Jared; Dhariwal Prafulla; "
       "Neelakantan Arvind; Shyam Pranav; Sastry Girish; Askell Amanda; Agarwal Sandhini; "
       "Herbert-Voss Ariel; Krueger Gretchen; Henighan Tom; Child Rewon; Ramesh Aditya; Ziegler Daniel M.; "
       "Wu Jeffrey; Winter Clemens; Hesse Christopher; Chen Mark; Sigler Eric; Litwin Mateusz; Gray Scott; "
       "Chess Benjamin; Clark Jack; Berner Christopher; McCandlish Sam; Radford Alec; Sutskever Ilya; "
       "Amodei Dario", 2020, (NEURIPS + " 33", "NeurIPS"), "1877-1901", "33", arxiv="2005.14165",
       versions=[(1, "", "2020-05-28"), (4, "", "2020-07-22")], dblp="NeurIPS",
       abstract="Pre-training followed by task-specific fine-tuning still needs thousands of labelled "
                "examples per task. The authors train GPT-3, an autoregressive language model with 175 "
                "billion parameters, ten times more than any earlier non-sparse language model, and "
                "test it in the few-shot setting: tasks and demonstrations are given purely as text, "
                "without gradient updates. GPT-3 does well on translation, question answering and cloze "
                "tasks and on tasks that need on-the-fly reasoning, sometimes rivalling fine-tuned "
                "systems, but it still struggles on some datasets and has methodological problems tied "
                "to training on web corpora. Human evaluators found its generated news articles hard to "
                "tell apart from ones written by people. The evaluation spans more than two dozen NLP datasets."),
    ml("w_srivastava2014", "Dropout: A Simple Way to Prevent Neural Networks from Overfitting",
       "Srivastava Nitish; Hinton Geoffrey; Krizhevsky Alex; Sutskever Ilya; Salakhutdinov Ruslan", 2014,
       ("Journal of Machine Learning Research", "J. Mach. Learn. Res."), "1929-1958", "15", "56",
       kind="journal-article", dblp="J. Mach. Learn. Res.",
       abstract="Large neural networks overfit, and combining many of them at test time is slow. Dropout "
                "addresses both problems: during training, units and their connections are removed at "
                "random, which keeps units from co-adapting too much, and at test time a single network "
                "with scaled-down weights approximates the average of the exponentially many thinned "
                "networks. Dropout markedly reduces overfitting and improves on other regularisers, and "
                "gives state-of-the-art results on supervised tasks in vision, speech recognition, "
                "document classification and computational biology. Dropout can be seen as an efficient way "
                "of averaging many models that share their weights; the price is a longer training time."),
    ml("w_ioffe2015", "Batch Normalization: Accelerating Deep Network Training by Reducing Internal "
       "Covariate Shift", "Ioffe Sergey; Szegedy Christian", 2015,
       ("Proceedings of the 32nd International Conference on Machine Learning, ICML 2015", "ICML"),
       "448-456", "37", arxiv="1502.03167", versions=[(1, "", "2015-02-11"), (3, "", "2015-03-02")],
       dblp="ICML",
       abstract="The distribution of each layer's inputs changes during training as the preceding "
                "parameters change, which slows training and makes saturating nonlinearities hard to "
                "use. The authors call this internal covariate shift and address it by normalising layer "
                "inputs for each mini-batch as part of the architecture. Batch normalisation permits much "
                "higher learning rates, lessens the care needed in initialisation and sometimes removes "
                "the need for dropout. On a state-of-the-art image classifier it reaches the same "
                "accuracy with 14 times fewer training steps, and an ensemble reaches 4.9% top-5 "
                "validation error on ImageNet, using batch-normalised versions of the Inception network. "
                "The normalisation also acts as a regulariser."),
    ml("w_mikolov2013distributed", "Distributed Representations of Words and Phrases and their "
       "Compositionality", "Mikolov Tomas; Sutskever Ilya; Chen Kai; Corrado Greg S.; Dean Jeffrey", 2013,
       (NEURIPS + " 26", "NIPS"), "3111-3119", "26", arxiv="1310.4546", versions=[(1, "", "2013-10-16")],
       dblp="NIPS",
       abstract="The continuous Skip-gram model learns high-quality distributed vector representations "
                "of words that capture many syntactic and semantic relations. This paper presents "
                "extensions that improve both the vectors and the training speed: subsampling frequent "
                "words gives a large speed-up and more regular representations, and negative sampling is "
                "offered as a simple alternative to the hierarchical softmax. Because word vectors "
                "cannot represent idiomatic phrases, a simple method for finding phrases in text is "
                "given, and vectors for millions of phrases are shown to be learnable. The vectors support "
                "simple vector arithmetic, such as relating countries to their capital cities, and "
                "subsampling speeds up training roughly 2 to 10 times."),
    ml("w_mikolov2013efficient", "Efficient Estimation of Word Representations in Vector Space",
       "Mikolov Tomas; Chen Kai; Corrado Greg; Dean Jeffrey", 2013, ("arXiv", "arXiv"),
       arxiv="1301.3781", versions=[(1, "", "2013-01-16"), (3, "", "2013-09-07")], kind="preprint",
       dblp="ICLR (Workshop Poster)",
       abstract="Two new model architectures compute continuous vector representations of words from "
                "very large datasets. Their quality, measured on a word similarity task, is compared "
                "with earlier neural-network techniques: accuracy improves substantially at a much lower "
                "computational cost, and high-quality vectors are learned from a 1.6 billion word "
                "dataset in less than a day. The vectors reach state-of-the-art performance on a test "
                "set that measures syntactic and semantic word similarities."),
    ml("w_hochreiter1997", "Long Short-Term Memory", "Hochreiter Sepp; Schmidhuber J\u00fcrgen", 1997,
       ("Neural computation", "Neural Comput"), "1735-1780", "9", "8", doi="10.1162/neco.1997.9.8.1735",
       kind="journal-article", dblp="Neural Comput.", pmid="9377276",
       publication_types=["Journal Article"],
       indexed=["pubmed", "crossref", "semanticscholar", "openalex", "dblp"],
       abstract="Storing information over long time intervals with recurrent backpropagation is very "
                "slow, mainly because the error signal flowing back in time decays or becomes unstable. "
                "Long short-term memory (LSTM) is a gradient-based method that enforces constant error "
                "flow through constant error carousels inside special units, with multiplicative gate "
                "units that learn to open and close access to that flow. LSTM can bridge time lags of "
                "more than 1000 discrete steps, is local in space and time, and costs O(1) per time step "
                "and weight. On artificial tasks with long time lags it succeeds far more often and "
                "learns much faster than real-time recurrent learning, backpropagation through time and "
                "other methods."),
    ml("w_deng2009", "ImageNet: A large-scale hierarchical image database",
       "Deng Jia; Dong Wei; Socher Richard; Li Li-Jia; Li Kai; Fei-Fei Li", 2009,
       ("2009 IEEE Conference on Computer Vision and Pattern Recognition", "CVPR"), "248-255",
       doi="10.1109/CVPR.2009.5206848", dblp="CVPR",
       abstract="ImageNet is a large image database organised along the WordNet hierarchy, aiming to "
                "illustrate most of its 80,000 synsets with 500 to 1000 clean, full-resolution images "
                "each. In its current state it covers 12 subtrees with 5247 synsets and 3.2 million "
                "images, collected through Amazon Mechanical Turk. The paper describes the collection "
                "scheme, analyses the scale, accuracy and diversity of the data, and shows uses in "
                "object recognition, image classification and automatic object clustering. ImageNet is larger "
                "in scale and diversity, and more accurate, than the image datasets available before it, and "
                "is offered as a resource for training and benchmarking vision algorithms."),
    ml("w_sutskever2014", "Sequence to Sequence Learning with Neural Networks",
       "Sutskever Ilya; Vinyals Oriol; Le Quoc V.", 2014, (NEURIPS + " 27", "NIPS"), "3104-3112", "27",
       arxiv="1409.3215", versions=[(1, "", "2014-09-10"), (3, "", "2014-12-14")], dblp="NIPS",
       abstract="A multilayer LSTM maps the input sequence to a vector of fixed dimension and a second "
                "deep LSTM decodes the target sequence from it, with minimal assumptions about sequence "
                "structure. On WMT'14 English-to-French translation the LSTM reaches 34.8 BLEU on the "
                "full test set, against 33.3 for a phrase-based system on the same data; reranking the "
                "1000 best hypotheses of that system with the LSTM raises the score to 36.5. Reversing "
                "the word order of the source sentences, but not of the targets, improved performance "
                "markedly by introducing short-term dependencies. The learned sentence representations are "
                "sensitive to word order and fairly invariant to active and passive voice."),
    ml("w_bahdanau2015", "Neural Machine Translation by Jointly Learning to Align and Translate",
       "Bahdanau Dzmitry; Cho Kyunghyun; Bengio Yoshua", 2015,
       ("3rd International Conference on Learning Representations, ICLR 2015", "ICLR"),
       arxiv="1409.0473", versions=[(1, "", "2014-09-01"), (7, "", "2016-05-19")], dblp="ICLR",
       abstract="Encoder-decoder models for neural machine translation squeeze a source sentence into a "
                "fixed-length vector, which the authors argue is a bottleneck. They let the model "
                "automatically (soft-)search for the parts of the source sentence relevant to each "
                "target word instead. On English-to-French translation the approach reaches performance "
                "comparable to the existing phrase-based state of the art, and qualitative analysis "
                "shows that the soft alignments agree well with intuition. The gain over a basic "
                "encoder-decoder is largest on long sentences."),
    ml("w_goodfellow2014", "Generative Adversarial Nets",
       "Goodfellow Ian J.; Pouget-Abadie Jean; Mirza Mehdi; Xu Bing; Warde-Farley David; Ozair Sherjil; "
       "Courville Aaron; Bengio Yoshua", 2014, (NEURIPS + " 27", "NIPS"), "2672-2680", "27",
       arxiv="1406.2661", versions=[(1, "Generative Adversarial Networks", "2014-06-10")], dblp="NIPS",
       abstract="Generative models are estimated through an adversarial process: a generator G learns "
                "the data distribution while a discriminator D estimates whether a sample came from the "
                "training data or from G, and G is trained to maximise D's mistakes. This is a minimax "
                "two-player game whose unique solution has G reproducing the data distribution and D "
                "equal to 1/2 everywhere. With multilayer perceptrons for G and D the whole system is "
                "trained by backpropagation, without Markov chains or unrolled approximate inference "
                "networks. Experiments show the potential of the framework through qualitative and "
                "quantitative evaluation of generated samples on MNIST, the Toronto Face Database and CIFAR-10."),
    ml("w_krizhevsky2012", "ImageNet Classification with Deep Convolutional Neural Networks",
       "Krizhevsky Alex; Sutskever Ilya; Hinton Geoffrey E.", 2012, (NEURIPS + " 25", "NIPS"),
       "1097-1105", "25", dblp="NIPS",
       abstract="A large deep convolutional network was trained to classify the 1.2 million "
                "high-resolution images of the ImageNet LSVRC-2010 contest into 1000 classes, reaching "
                "top-1 and top-5 test error rates of 37.5% and 17.0%. The network has 60 million "
                "parameters and 650,000 neurons in five convolutional and three fully connected layers. "
                "Non-saturating neurons, an efficient GPU implementation and dropout in the fully "
                "connected layers made training feasible and reduced overfitting. A variant entered in "
                "ILSVRC-2012 won with 15.3% top-5 test error against 26.2% for the second-best entry."),
    ml("w_lecun1998", "Gradient-based learning applied to document recognition",
       "LeCun Yann; Bottou L\u00e9on; Bengio Yoshua; Haffner Patrick", 1998,
       ("Proceedings of the IEEE", "Proc. IEEE"), "2278-2324", "86", "11", doi="10.1109/5.726791",
       kind="journal-article", dblp="Proc. IEEE",
       abstract="Reviews gradient-based learning for handwritten character recognition and shows that "
                "convolutional networks outperform other techniques on handwritten digits. It introduces "
                "graph transformer networks for training multi-module recognition systems globally, "
                "with applications to online handwriting and bank cheque reading."),
]
