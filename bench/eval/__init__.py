"""Evaluation harness: how often refverify catches each kind of citation fault."""
