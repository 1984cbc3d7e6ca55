"""Issue 23 item 7: `--help` of every subcommand explains every option, says the defaults worth
knowing and the exit status, and lists --soft-only once (its --soft_only spelling still works)."""
import argparse

import pytest

from refverify.cli import build_parser

COMMANDS = ["run", "parse", "fetch", "judge", "report", "annotate", "check", "demo"]


def _sub(name):
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[name]


@pytest.mark.parametrize("name", COMMANDS)
def test_every_option_has_help_and_the_epilog_gives_exit_codes(name):
    sub = _sub(name)
    missing = [a.option_strings or a.dest for a in sub._actions
               if a.help is None or (a.help != argparse.SUPPRESS and not a.help.strip())]
    assert missing == []
    text = sub.format_help()
    assert "exit status:" in text and "3 " in text.split("exit status:")[1]


def test_help_shows_defaults_and_soft_only_once():
    text = " ".join(_sub("run").format_help().split())
    assert "(default: refverify_out)" in text and "(default: heuristic)" in text
    assert "(default: None)" not in text and "(default: False)" not in text
    assert text.count("--soft-only") == 2                 # usage line + its option line
    assert "--soft_only" not in text
    assert "2 FAIL: a reference to remove or replace" in text
    assert build_parser().parse_args(["report", "out", "--soft_only"]).soft_only is True
