"""Hand-typed APA 6 and UK Harvard reference lines as Word users type them (issue 20, held-out batch 11's
classes): "[Online]" after the container and the address in angle brackets; a date where the year goes
("(2013/12/26-2013/12/28)", "(January-March 2020)", "(Spring 2019)"); a chapter's editors written after
their names ("In: Casey, E. ed., Book"); APA 6 typed with a comma after the title, or a period before
"pp."; a medium in brackets inside the title ("[PDF] (2nd ed.)"); Roman-numeral page ranges. Each line
is written for this test in the shapes found in real reference lists (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "year", "title", "journal", "publisher", "volume", "issue", "pages")

CASES = {
    # 1. UK Harvard: "[Online]" after the container, the address in angle brackets, "[Accessed …]"
    'online-proceedings-pages': (
        'Okafor, N., Brandt, M. and Lee, K. (2011) Tracing Private Windows in Mesh Browsers. Mesh Security Symposium [Online], pp. 79–94. Available from: <https://www.example.org/sec11/okafor.pdf> [Accessed 31 December 2025]',
        ('inproceedings', ['Okafor, N', 'Brandt, M', 'Lee, K'], 2011, 'Tracing Private Windows in Mesh Browsers', 'Mesh Security Symposium', '', '', '', '79-94')),
    'online-journal-comma-name': (
        'Roe, D. J. (2021) Mesh Router Privacy: What Do Routers Say When They Call Home? Mesh Access: Practical Notes, Open Meshes [Online], 9, pp. 41615–41627. Available from: <https://doi.org/10.1234/meshaccess.2021.77>.',
        ('article', ['Roe, D. J'], 2021, 'Mesh Router Privacy: What Do Routers Say When They Call Home?', 'Mesh Access: Practical Notes, Open Meshes', '', '9', '', '41615-41627')),
    'online-journal-issue-lower': (
        'Stap, T. (2019) Meshes in the wild. Journal of Mesh Studies [online], 12(3), pp.101-120. Available at: <https://www.example.org/jms/12/3> [accessed 2 February 2023].',
        ('article', ['Stap, T'], 2019, 'Meshes in the wild', 'Journal of Mesh Studies', '', '12', '3', '101-120')),
    'online-journal-no-accessed': (
        'Bird, T. and Roe, G. (2016) A scalable mesh boosting system. Proceedings of the 22nd Mesh Conference on Data [Online], pp. 785-794. Available from: <https://doi.org/10.1234/mesh.2016.785>',
        ('inproceedings', ['Bird, T', 'Roe, G'], 2016, 'A scalable mesh boosting system', 'Proceedings of the 22nd Mesh Conference on Data', '', '', '', '785-794')),
    'online-journal-volume-only': (
        'Gill, H. (2020) Mesh fatigue in students. Mesh Review [Online], 7, 33-40. Available from: <https://www.example.org/mr7> [Accessed 9 May 2024]',
        ('article', ['Gill, H'], 2020, 'Mesh fatigue in students', 'Mesh Review', '', '7', '', '33-40')),
    'online-italic-proceedings-to-pages': (
        'Chen, T. and Gill, C. (2016) MeshBoost: a scalable tree boosting system. *Proceedings of the 22nd Mesh Conference on Data Mining* [online], pp.785 to 794. Available from: [DOI link](https://doi.org/10.1234/2939672.2939785) [Accessed 9 September 2026].',
        ('inproceedings', ['Chen, T', 'Gill, C'], 2016, 'MeshBoost: a scalable tree boosting system', 'Proceedings of the 22nd Mesh Conference on Data Mining', '', '', '', '785-794')),
    'online-period-before-volume': (
        'Roe, D. J. (2021) Web Mesh Privacy. IEEE Meshes [Online]. 9, pp. 41615–41627. Available from: https://doi.org/10.1234/meshes.2021.3065243.',
        ('article', ['Roe, D. J'], 2021, 'Web Mesh Privacy', 'IEEE Meshes', '', '9', '', '41615-41627')),
    'online-newspaper-day-no-volume': (
        'Smith, J. (2020) Meshes online. The Mesh Times [Online], 3 March. Available at: https://www.example.org/news (Accessed: 4 March 2020).',
        ('article', ['Smith, J'], 2020, 'Meshes online', 'The Mesh Times', '', '', '', '')),
    'online-spaced-issue-no-pp': (
        'Smith, J. (2020) Meshes online. Journal of Meshes [Online], 12 (3), 45-67. Available at: https://www.example.org/jm (Accessed: 4 March 2020).',
        ('article', ['Smith, J'], 2020, 'Meshes online', 'Journal of Meshes', '', '12', '3', '45-67')),
    # 2. a date written where the year goes: the year read, the date never in the title
    'zotero-conference-dates': (
        'Anand, V. and Roe, D. (2013/12/26-2013/12/28) Comparing Mesh Browsers by Their Speed. In: 2013 Mesh International Conference on Computing Research, 2013/12/26-2013/12/28. Mesh Society.',
        ('inproceedings', ['Anand, V', 'Roe, D'], 2013, 'Comparing Mesh Browsers by Their Speed', '2013 Mesh International Conference on Computing Research', 'Mesh Society', '', '', '')),
    'month-range': (
        'Okafor, N. (January-March 2020) Autopsy of a Mesh Crime. Journal of Mesh Forensics, 12(1), pp. 1-20.',
        ('article', ['Okafor, N'], 2020, 'Autopsy of a Mesh Crime', 'Journal of Mesh Forensics', '', '12', '1', '1-20')),
    'apa-year-month-day': (
        'Okafor, N. (2020, March 3). Mesh routing at scale. Journal of Meshes, 3(2), 1-9.',
        ('article', ['Okafor, N.'], 2020, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'harvard-year-month-day': (
        'Okafor, N. (2020, March 3) Mesh routing at scale. Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['Okafor, N'], 2020, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'season': (
        'Okafor, N. (Spring 2019). Mesh routing at scale. Journal of Meshes, 3(2), 1-9.',
        ('article', ['Okafor, N.'], 2019, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'season-two-years': (
        'Okafor, N. (Winter 2019/2020) Mesh routing at scale. Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['Okafor, N'], 2019, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'day-month-year': (
        'Okafor, N. (3 March 2020) Mesh routing at scale. Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['Okafor, N'], 2020, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'iso-date': (
        'Okafor, N. (2021-05-03). Mesh routing at scale. Journal of Meshes, 3(2), 1-9.',
        ('article', ['Okafor, N.'], 2021, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'year-range-harvard': (
        'Okafor, N. (2019–2020) Mesh routing at scale. Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['Okafor, N'], 2019, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'year-range-apa': (
        'Okafor, N. (2019-2020). Mesh routing at scale. Journal of Meshes, 3(2), 1-9.',
        ('article', ['Okafor, N.'], 2019, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'season-in-issue-unchanged': (
        'Okafor, N. (1999). Mesh routing. Mesh Quarterly 12 (Spring 1999): 1-9.',
        ('article', ['Okafor, N.'], 1999, 'Mesh routing', 'Mesh Quarterly', '', '12', 'Spring 1999', '1-9')),
    'quoted-title-after-date': (
        "Okafor, N. (2020, March 3) 'Mesh routing at scale', Journal of Meshes, 3(2), pp. 1-9.",
        ('article', ['Okafor, N'], 2020, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'curly-quoted-title-after-season': (
        'Okafor, N. (Spring 2019) “Mesh routing at scale”, Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['Okafor, N'], 2019, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'month-year-apa': (
        'Okafor, N. (March 2020). Mesh routing at scale. Journal of Meshes, 3(2), 1-9.',
        ('article', ['Okafor, N.'], 2020, 'Mesh routing at scale', 'Journal of Meshes', '', '3', '2', '1-9')),
    'years-in-a-chinese-title-unchanged': (
        '[2] 北方省统计局. 北方统计年鉴(2001-2010) [M]. 北京：中国统计出版社。',
        ('book', ['北方省统计局'], None, '北方统计年鉴(2001-2010)', '', '中国统计出版社', '', '', '')),
    'date-after-a-title-unchanged': (
        'Smith J. A history of meshes (March 2020). Mesh Journal 3:1-9.',
        ('article', ['Smith, J'], None, 'A history of meshes (March 2020)', 'Mesh Journal', '', '3', '', '1-9')),
    'season-after-particles': (
        'van der Berg, J. and de la Cruz, M. (Spring 2019) Mesh routing. Journal of Meshes, 3(2), pp. 1-9.',
        ('article', ['van der Berg, J', 'de la Cruz, M'], 2019, 'Mesh routing', 'Journal of Meshes', '', '3', '2', '1-9')),
    # 3. a chapter's editors written after their names: the container is the book, the publisher read
    'eds-after-initial-comma': (
        'Patel, J. (2001) Chapter 3: The Mesh Process. In: Casey, E. ed., Handbook of mesh crime investigation: Tools and methods. Turtleback Meshes, p. 57.',
        ('incollection', ['Patel, J'], 2001, 'Chapter 3: The Mesh Process', 'Handbook of mesh crime investigation: Tools and methods', 'Turtleback Meshes', '', '', '57')),
    'ed-in-parentheses': (
        'Brown, K. (2005) Mesh evidence. In: Casey, E. (ed.) Handbook of mesh investigation. London: Academic Meshes, pp. 51-60.',
        ('incollection', ['Brown, K'], 2005, 'Mesh evidence', 'Handbook of mesh investigation', 'Academic Meshes', '', '', '51-60')),
    'eds-two-editors': (
        'Brown, K. (2005) Mesh evidence. In: Smith, J. and Lee, K. eds. Handbook of meshes. Oxford: Blackwell, pp. 1-20.',
        ('incollection', ['Brown, K'], 2005, 'Mesh evidence', 'Handbook of meshes', 'Blackwell', '', '', '1-20')),
    'eds-given-first-comma': (
        'Roe, P. (2020) Mesh privacy and travel. In: D. Egger, I. Gula and D. Walcher, eds. Handbook of e-Meshes. Cham: Springer.',
        ('incollection', ['Roe, P'], 2020, 'Mesh privacy and travel', 'Handbook of e-Meshes', 'Springer', '', '', '')),
    'ed-comma-before': (
        'Brown, K. (2005) Mesh evidence. In: Casey, E., ed. Handbook of mesh investigation. London: Academic Meshes, pp. 51-60.',
        ('incollection', ['Brown, K'], 2005, 'Mesh evidence', 'Handbook of mesh investigation', 'Academic Meshes', '', '', '51-60')),
    'apa-ed-family-first': (
        'Brown, K. (2005). Mesh evidence. In Casey, E. (Ed.) Handbook of mesh investigation. London: Academic Meshes, pp. 51-60.',
        ('incollection', ['Brown, K.'], 2005, 'Mesh evidence', 'Handbook of mesh investigation', 'Academic Meshes', '', '', '51-60')),
    'no-editors-publisher-pages': (
        'Cohen, R. (2012) Mesh History. In: Moral, Ethical, and Social Dilemmas in the Age of Meshes. IGI Meshes, pp. 19–39.',
        ('incollection', ['Cohen, R'], 2012, 'Mesh History', 'Moral, Ethical, and Social Dilemmas in the Age of Meshes', 'IGI Meshes', '', '', '19-39')),
    'ed-publisher-place-commas': (
        'Shuttle, W.J. (1993) Evaporation. In: Maid, D.R. (ed.) Handbook of Meshes, McGraw-Hill, New York.',
        ('incollection', ['Shuttle, W.J'], 1993, 'Evaporation', 'Handbook of Meshes', 'McGraw-Hill', '', '', '')),
    'apa-ed-publisher-place-commas-pages': (
        'Sys, G. (1991). Schedule Optimization Using Meshes. In Davis, L. (Ed.) Handbook of Mesh Algorithms, Van Nostrand Reinhold, New York, pp. 332-349.',
        ('incollection', ['Sys, G.'], 1991, 'Schedule Optimization Using Meshes', 'Handbook of Mesh Algorithms', 'Van Nostrand Reinhold', '', '', '332-349')),
    'apa-ed-comma-unchanged': (
        'Sys, G. (1991). Schedule Optimization Using Meshes. In L. Davis (Ed.), Handbook of Mesh Algorithms (pp. 332–349). Van Nostrand Reinhold.',
        ('incollection', ['Sys, G.'], 1991, 'Schedule Optimization Using Meshes', 'Handbook of Mesh Algorithms', 'Van Nostrand Reinhold', '', '', '332-349')),
    # … and a Harvard venue without numbers: a conference or a journal by its name (a guess), else a publisher
    'venue-conference-no-numbers': (
        'Ahmed, R. and Dhar, R. V. (2008) Mobile Meshes: An Overview, Tools and Trends. 6th international conference on e-meshes, emerging technologies in e-government.',
        ('inproceedings', ['Ahmed, R', 'Dhar, R. V'], 2008, 'Mobile Meshes: An Overview, Tools and Trends', '6th international conference on e-meshes, emerging technologies in e-government', '', '', '', '')),
    'venue-journal-no-numbers': (
        'Satari, B., Rivas, C. and Mokhov, S. A. (January-March 2020) Evaluation of Mesh Tools. International Journal of Mesh Crime and Forensics.',
        ('article', ['Satari, B', 'Rivas, C', 'Mokhov, S. A'], 2020, 'Evaluation of Mesh Tools', 'International Journal of Mesh Crime and Forensics', '', '', '', '')),
    'venue-publisher-unchanged': (
        'Smith, J. (2010) Learning meshes. Oxford University Press.',
        ('book', ['Smith, J'], 2010, 'Learning meshes', '', 'Oxford University Press', '', '', '')),
    # 4. APA 6 typed with a comma after the title (title and journal a guess), or a period before "pp."
    'comma-title-pp': (
        'Bates, L., Sayer, K., Moss, C., & Byrne, R. (2007). Meshes Classify Human Groups by Odor and Colour, Current Meshes, 17(22), pp. 1938 – 1942. http://dx.doi.org/10.1234/j.cub.2007.09.060',
        ('article', ['Bates, L.', 'Sayer, K.', 'Moss, C.', 'Byrne, R.'], 2007, 'Meshes Classify Human Groups by Odor and Colour', 'Current Meshes', '', '17', '22', '1938-1942')),
    'comma-title-colon-elocator': (
        'Maisels, F., Blake, S., Hart, J. et al. (2013). Devastating Decline of Forest Meshes in Central Africa, PLoS Meshes 8(3): e59469.',
        ('article', ['Maisels, F.', 'Blake, S.', 'Hart, J.'], 2013, 'Devastating Decline of Forest Meshes in Central Africa', 'PLoS Meshes', '', '8', '3', 'e59469')),
    'comma-title-plain-pages': (
        'Smith, J. (2010). Cats, dogs, and meshes, Journal of Pets, 12, 33-40.',
        ('article', ['Smith, J.'], 2010, 'Cats, dogs, and meshes', 'Journal of Pets', '', '12', '', '33-40')),
    'comma-title-article-number': (
        'Smith, J. (2010). Cats, dogs, and meshes, Journal of Pets, 12(1), Article 5.',
        ('article', ['Smith, J.'], 2010, 'Cats, dogs, and meshes', 'Journal of Pets', '', '12', '1', '5')),
    'period-before-pp': (
        'Manser, M., Seyfarth, R., & Cheney, D. (2002). Mesh Alarm Calls Signal Predator Class. Trends in Mesh Sciences, 6(2). pp. 55-57. http://dx.doi.org/10.1234/s1364-6613(00)01840-4',
        ('article', ['Manser, M.', 'Seyfarth, R.', 'Cheney, D.'], 2002, 'Mesh Alarm Calls Signal Predator Class', 'Trends in Mesh Sciences', '', '6', '2', '55-57')),
    'period-before-pp-volume-only': (
        'Manser, M. (2002). Mesh Alarm Calls. Trends in Mesh Sciences, 6. pp. 55-57.',
        ('article', ['Manser, M.'], 2002, 'Mesh Alarm Calls', 'Trends in Mesh Sciences', '', '6', '', '55-57')),
    'comma-title-roman-pages': (
        'Marc, G. A., and Saun, C. (2006). PLS: A Silver Mesh, Mesh Quarterly, 30(2), iii-ix.',
        ('article', ['Marc, G. A.', 'Saun, C.'], 2006, 'PLS: A Silver Mesh', 'Mesh Quarterly', '', '30', '2', 'iii-ix')),
    'comma-volume-of-a-book-unchanged': (
        'Smith, J. (2010). Handbook of meshes, Volume 2.',
        ('misc', ['Smith, J.'], 2010, 'Handbook of meshes, Volume 2', '', '', '', '', '')),
    'comma-lower-case-words-unchanged': (
        'Smith, J. (2010). Mesh routing in 2010, version 3.',
        ('misc', ['Smith, J.'], 2010, 'Mesh routing in 2010, version 3', '', '', '', '', '')),
    # 5. a medium in brackets is no part of the title
    'pdf-before-edition': (
        'Field, A. (2005). Discovering Statistics Using Meshes [PDF] (2nd ed.). London: Sage Publishers. Retrieved from http://www.example.org/docs/effectsizes.pdf',
        ('book', ['Field, A.'], 2005, 'Discovering Statistics Using Meshes', '', 'Sage Publishers', '', '', '')),
    'kindle-after-edition': (
        'Khan, V. (2021). Learning Mesh-Driven Design: Aligning mesh architecture and strategy (1st ed.) [Kindle version]. Mesh Media.',
        ('book', ['Khan, V.'], 2021, 'Learning Mesh-Driven Design: Aligning mesh architecture and strategy', '', 'Mesh Media', '', '', '')),
    'lecture-notes': (
        'Smith, J. (2019). Meshes for everyone [Lecture notes]. University of Leeds.',
        ('book', ['Smith, J.'], 2019, 'Meshes for everyone', '', 'University of Leeds', '', '', '')),
    'video': (
        'Smith, J. (2019). Meshes for everyone [Video]. YouTube. https://www.youtube.com/watch?v=abc',
        ('book', ['Smith, J.'], 2019, 'Meshes for everyone', '', 'YouTube', '', '', '')),
    'harvard-pdf': (
        'Smith, J. (2019) Meshes for everyone [PDF]. Leeds: University of Leeds.',
        ('book', ['Smith, J'], 2019, 'Meshes for everyone', '', 'University of Leeds', '', '', '')),
    'data-set': (
        'Mesh Office. (2018). Mesh census 2018 [Data set]. Mesh Office.',
        ('book', ['Mesh Office'], 2018, 'Mesh census 2018', '', 'Mesh Office', '', '', '')),
    'audio-podcast': (
        'Roe, G. (2017). Meshes at night [Audio podcast]. Mesh Radio.',
        ('book', ['Roe, G.'], 2017, 'Meshes at night', '', 'Mesh Radio', '', '', '')),
    'powerpoint-slides': (
        'Smith, J. (2019). Mesh basics [PowerPoint slides]. Retrieved from https://example.org/slides',
        ('misc', ['Smith, J.'], 2019, 'Mesh basics', '', '', '', '', '')),
    'ebook-after-edition': (
        'Smith, J. (2019). Mesh basics (3rd ed.) [E-book]. London: Sage.',
        ('book', ['Smith, J.'], 2019, 'Mesh basics', '', 'Sage', '', '', '')),
    # 6. Roman-numeral page ranges
    'roman-apa': (
        'Mesh Systems Research. (2024). Research spotlights. Mesh Systems Research, 35(3), iii–x. https://doi.org/10.1234/msr.2024.v35.n3',
        ('article', ['Mesh Systems Research'], 2024, 'Research spotlights', 'Mesh Systems Research', '', '35', '3', 'iii-x')),
    'roman-harvard-book': (
        'Smith, J. (2011) Meshes in preface. London: Sage, pp. xi-xx.',
        ('book', ['Smith, J'], 2011, 'Meshes in preface', '', 'Sage', '', '', 'xi-xx')),
    'roman-apa-pp': (
        "Goes, P. (2014). Editor's comments: big meshes. Mesh Quarterly, 38(3), pp. iii–viii.",
        ('article', ['Goes, P.'], 2014, "Editor's comments: big meshes", 'Mesh Quarterly', '', '38', '3', 'iii-viii')),
    'roman-harvard-journal': (
        "Goes, P. (2014) Editor's comments: big meshes. Mesh Quarterly, 38(3), pp. iii-viii.",
        ('article', ['Goes, P'], 2014, "Editor's comments: big meshes", 'Mesh Quarterly', '', '38', '3', 'iii-viii')),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_hand_typed_line_read(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


@pytest.mark.parametrize("name", ["venue-conference-no-numbers", "venue-journal-no-numbers"])
def test_venue_without_numbers_told_by_its_name_is_a_guess(name):
    entry = parse_reference_line(1, CASES[name][0], "refs.docx")
    assert entry.certainty["journal"] is Certainty.GUESSED and entry.certainty["title"] is Certainty.STYLE


@pytest.mark.parametrize("name", ["ed-publisher-place-commas", "apa-ed-publisher-place-commas-pages"])
def test_book_and_publisher_told_apart_by_commas_is_a_guess(name):
    entry = parse_reference_line(1, CASES[name][0], "refs.docx")
    assert entry.certainty["journal"] is Certainty.GUESSED and entry.certainty["publisher"] is Certainty.GUESSED


def test_date_with_a_year_suffix_keeps_the_suffix():
    entry = parse_reference_line(1, "Okafor, N. (2020a, March 3) Mesh routing at scale. Mesh Blog.", "refs.docx")
    assert (entry.year, entry.year_suffix, entry.title) == (2020, "a", "Mesh routing at scale")


@pytest.mark.parametrize("name", ["comma-title-pp", "comma-title-colon-elocator", "comma-title-plain-pages"])
def test_title_journal_split_at_a_comma_is_a_guess(name):
    entry = parse_reference_line(1, CASES[name][0], "refs.docx")
    assert entry.certainty["title"] is Certainty.GUESSED and entry.certainty["journal"] is Certainty.GUESSED
    assert entry.certainty["volume"] is Certainty.STYLE


@pytest.mark.parametrize("name", ["online-journal-comma-name", "zotero-conference-dates", "month-range",
                                  "eds-after-initial-comma", "period-before-pp", "roman-apa"])
def test_shapes_read_with_the_style_are_sure(name):
    entry = parse_reference_line(1, CASES[name][0], "refs.docx")
    assert {f: c for f, c in entry.certainty.items() if c is not Certainty.STYLE} == {}


def test_address_in_angle_brackets_kept_whole():
    entry = parse_reference_line(1, CASES["online-proceedings-pages"][0], "refs.docx")
    assert entry.url == "https://www.example.org/sec11/okafor.pdf"
    assert parse_reference_line(1, CASES["online-journal-comma-name"][0], "refs.docx").doi == "10.1234/meshaccess.2021.77"
