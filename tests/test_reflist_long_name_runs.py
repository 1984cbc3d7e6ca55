"""A reference line with a long run of names is read in a moment, whatever follows the names.

Two readers tried every way of cutting a run of names into names: pinyin names given first ("Li Wei",
which fits two of the Chinese list's name shapes) and initials ("A. B." one word or two, in the Chicago
notes' book reader). When nothing after the names fitted, the tries doubled with each name: 24 names took
about half a minute, 40 never ended, and the whole step A waited on one line. Each line is read in a child
process, so that a relapse fails here instead of hanging the suite. Every line written for this test."""
import json
import subprocess
import sys

import pytest

# family names of two or three letters fit both shapes: each one doubled the tries
_FAMILY = ["Li", "Wu", "Xu", "Hu", "He", "Ma", "Lu", "Yu", "Ye", "Du", "Fu", "Mo", "Qi", "Su", "Yao", "Ji", "Gu", "Ge",
           "Shi", "Tan"]
_GIVEN = ["Wei", "Fang", "Min", "Jie", "Lei", "Tao", "Jun", "Hui", "Bo", "Gang", "Ping", "Qiang", "Ying", "Xin", "Yan",
          "Na", "Hong", "Jing", "Ming", "Hua"]
_NAMES = ", ".join(f"{f} {g}" for f, g in zip(_FAMILY * 2, _GIVEN + _GIVEN[::-1]))     # 40 names

_READ = ("import json, sys\nfrom refverify.parse.reflist import parse_reference_line\n"
         "e = parse_reference_line(1, sys.argv[1], 'refs.txt')\n"
         "print(json.dumps([e.authors, e.title, e.publisher, e.year]))\n")


def _read_apart(line: str) -> list:
    done = subprocess.run([sys.executable, "-c", _READ, line], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("line, expected", [
    # forty pinyin names and then no style at all: the line stays a guessed title, as a shorter one does
    (_NAMES + ", Deep residual learning for pinyin names",
     [[], _NAMES + ", Deep residual learning for pinyin names", "", None]),
    # a run of initials that never reaches a title: no book of Chicago's notes
    ("A. " * 80, [[], "A. " * 79 + "A", "", None]),
    # the same readers still read the lines they were written for
    ("Ryan Asleson, Nathaniel T.Schutta. Foundations of Ajax. 北京: 人民邮电出版社, 2006.",
     [["Ryan Asleson", "Nathaniel T. Schutta"], "Foundations of Ajax", "人民邮电出版社", 2006]),
    ("J. R. R. Tolkien and W. E. B. Du Bois, *A Book of Two Hands* (London: Allen & Unwin, 1937).",
     [["J. R. R. Tolkien", "Du Bois, W. E. B."], "A Book of Two Hands", "Allen & Unwin", 1937]),
])
def test_a_long_run_of_names_is_read_at_once(line, expected):
    assert _read_apart(line) == expected
