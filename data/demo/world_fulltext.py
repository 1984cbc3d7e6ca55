"""Full texts of the demo's open-access works (issue 25), written for this demo in our own words: a
few short sections per work that state what the real paper reports (its settings and results), as
the abstracts in world_ml.py do. Only works with an open version are here: the arXiv preprints of
the paper's machine-learning references (arXiv serves every version's PDF to anyone). The medical
works of the thesis are journal articles outside the open-access subset, so the demo has no full
text for them. The simulators serve these sections as the body of the work's PDF
(tests/simulators/fulltext_sim.py), and data/demo/record_cache.py records them."""

FULLTEXT = {
    "w_vaswani2017": [
        ["3 Model Architecture",
         "The encoder is a stack of N = 6 identical layers. Each layer has two sub-layers, multi-head "
         "self-attention and a position-wise fully connected feed-forward network, and each sub-layer is "
         "wrapped in a residual connection followed by layer normalisation. The decoder is also a stack "
         "of 6 layers with a third sub-layer attending over the encoder output. All sub-layers produce "
         "outputs of dimension d_model = 512; the inner layer of the feed-forward network has dimension "
         "2048. Attention uses h = 8 parallel heads, each with keys and values of dimension 64."],
        ["5 Training",
         "The models were trained on WMT 2014 English-German (about 4.5 million sentence pairs) and "
         "English-French (36 million sentences) on one machine with 8 NVIDIA P100 GPUs. The base model "
         "was trained for 100,000 steps (12 hours), the big model for 300,000 steps (3.5 days). Adam was "
         "used with a learning rate that rises linearly over the first 4000 warm-up steps and then "
         "decays; residual dropout of 0.1 and label smoothing of 0.1 were applied."],
        ["6 Results",
         "On WMT 2014 English-to-German the big Transformer reaches 28.4 BLEU, more than 2.0 BLEU above "
         "the best earlier models including ensembles; the base model, at 27.3 BLEU, already surpasses "
         "every earlier model and ensemble. On WMT 2014 English-to-French the big model reaches 41.8 "
         "BLEU, a new single-model state of the art, at less than a quarter of the training cost of the "
         "previous best model."],
    ],
    "w_devlin2019": [
        ["3 BERT",
         "BERT-BASE has 12 layers, hidden size 768 and 12 self-attention heads (110M parameters); "
         "BERT-LARGE has 24 layers, hidden size 1024 and 16 heads (340M parameters). Input tokens are "
         "WordPiece embeddings with a 30,000 token vocabulary. In pre-training 15% of the WordPiece "
         "tokens of each sequence are chosen at random for prediction. The pre-training corpus is the "
         "BooksCorpus (800M words) and English Wikipedia (2,500M words)."],
        ["4 Experiments",
         "For fine-tuning, every task is trained separately with a batch size of 32 for 3 epochs. "
         "BERT-LARGE obtains a GLUE score of 80.5, 7.7 points above the best earlier system, and 86.7% "
         "accuracy on MultiNLI. On SQuAD v1.1 it reaches a test F1 of 93.2 and on SQuAD v2.0 a test F1 "
         "of 83.1. BERT-LARGE outperforms BERT-BASE on every task, most of all on those with little "
         "training data."],
    ],
    "w_he2016": [
        ["4.1 ImageNet Classification",
         "Plain networks without shortcuts show a degradation problem: the 34-layer plain net has higher "
         "training error than the 18-layer plain net. With residual learning the situation is reversed: "
         "the 34-layer ResNet is better than the 18-layer ResNet by 2.8% and has lower training error, "
         "so accuracy is gained from increased depth. The 152-layer ResNet has a single-model top-5 "
         "validation error of 4.49%, and an ensemble of six models reaches 3.57% top-5 error on the "
         "test set, first place in ILSVRC 2015."],
        ["4.2 CIFAR-10",
         "On CIFAR-10 a 56-layer ResNet reaches 6.97% test error and a 110-layer ResNet 6.43%, with "
         "1.7 million parameters. A 1202-layer network still trains "
         "without difficulty but tests worse (7.93%), which the authors attribute to overfitting."],
    ],
    "w_kingma2015": [
        ["2 Algorithm",
         "Adam keeps exponential moving averages of the gradient and of its square, corrected for their "
         "bias towards zero at the start of training. The suggested default settings are a step size of "
         "0.001, decay rates of 0.9 and 0.999 for the first and second moment estimates, and an epsilon "
         "of 10^-8."],
    ],
    "w_brown2020": [
        ["2 Approach",
         "GPT-3 is an autoregressive language model with 175 billion parameters, 96 layers and 96 "
         "attention heads. Eight model sizes from 125 million to 175 billion parameters were trained on "
         "300 billion tokens. In the few-shot setting the model is given a few demonstrations of the task "
         "in its context window and no gradient updates are made."],
        ["3 Results",
         "Performance improves smoothly with model size, and the gap between zero-shot and few-shot "
         "performance grows with it. On TriviaQA the 175 billion parameter model reaches 71.2% accuracy "
         "in the few-shot setting, matching or exceeding fine-tuned open-domain models."],
    ],
    "w_ioffe2015": [
        ["4.2 ImageNet Classification",
         "Adding Batch Normalization to the Inception network, with a higher learning rate and less "
         "dropout, reaches the accuracy of the original Inception with 14 times fewer training steps. "
         "An ensemble of Batch-Normalized networks reaches 4.9% top-5 validation error and 4.8% top-5 "
         "test error on ImageNet, exceeding the accuracy of human raters."],
    ],
    "w_sutskever2014": [
        ["3 Experiments",
         "The models are deep LSTMs with 4 layers and 1000 cells per layer, trained on WMT 2014 "
         "English-to-French. Reversing the order of the words in the source sentence, but not in the "
         "target, made the optimisation much easier. An ensemble of 5 deep LSTMs reaches 34.8 BLEU on "
         "the test set, above the phrase-based baseline's 33.3; rescoring the baseline's 1000-best lists "
         "with the LSTM gives 36.5."],
    ],
    "w_bahdanau2015": [
        ["5 Results",
         "The proposed model, RNNsearch, learns to align and translate jointly with a soft search over "
         "the source words. It outperforms the basic encoder-decoder (RNNencdec) on English-to-French, "
         "and unlike it, its performance does not drop as sentences grow longer. On sentences without "
         "unknown words it is as good as the phrase-based system Moses."],
    ],
    "w_goodfellow2014": [
        ["4 Theoretical Results",
         "The generator and the discriminator play a two-player minimax game. In the space of arbitrary "
         "functions it has a unique solution, where the generator recovers the data distribution and the "
         "discriminator outputs 1/2 everywhere. When both are multilayer perceptrons the whole system is "
         "trained with backpropagation, without Markov chains or approximate inference."],
        ["5 Experiments",
         "Adversarial nets were trained on MNIST, the Toronto Face Database and CIFAR-10 and evaluated "
         "with Gaussian Parzen window estimates of the log-likelihood of test data."],
    ],
    "w_mikolov2013efficient": [
        ["3 New Log-linear Models",
         "Two architectures are proposed that drop the non-linear hidden layer: the Continuous "
         "Bag-of-Words model predicts the current word from its context, and the continuous Skip-gram "
         "model predicts the surrounding words from the current word."],
        ["4 Results",
         "The vectors are evaluated on a test set of 8,869 semantic and 10,675 syntactic questions "
         "answered by vector arithmetic. Trained on a Google News corpus of about 6 billion tokens with "
         "the vocabulary restricted to the 1 million most frequent words, Skip-gram gives the best "
         "semantic accuracy and both models beat earlier neural network language models at a much "
         "lower computational cost."],
    ],
    "w_mikolov2013distributed": [
        ["2 The Skip-gram Model",
         "Negative sampling replaces the hierarchical softmax: each observed pair is contrasted with a "
         "few words drawn from a noise distribution. Frequent words are subsampled, each occurrence "
         "discarded with a probability that grows with its frequency above a threshold of about 10^-5; "
         "this speeds training 2 to 10 times and improves the vectors of rare words."],
        ["4 Learning Phrases",
         "Phrases are found from unigram and bigram counts and treated as single tokens, so that, for "
         "example, the vector of a newspaper's name is not the sum of the vectors of its words."],
    ],
}
