"""The `advisor` command line as a user runs it."""

from __future__ import annotations

import json

import pytest

from compute_advisor.service.cli import main

pytestmark = pytest.mark.slow


def test_recommend_prints_a_markdown_report_with_citations(tmp_path, capsys):
    f = tmp_path / "answers.yaml"
    f.write_text(
        "answers:\n  task_type: pretraining\n  model_params_b: 70\n  training_days: 60\n"
        "  ops_capacity: dedicated_team\n  existing_hardware: cluster\n",
        encoding="utf-8",
    )
    assert main(["recommend", "--answers", str(f)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# 算力选型建议")
    assert "断点续训" in out
    assert "[S" in out, "the report cites no source"
    assert "- [ ]" in out, "checks are not a checklist"


def test_recommend_json_and_bad_answers(tmp_path, capsys):
    f = tmp_path / "a.json"
    f.write_text(json.dumps({"task_type": "inference"}), encoding="utf-8")
    assert main(["recommend", "--answers", str(f), "--json", "--lang", "en"]) == 0
    body = json.loads(capsys.readouterr().out)
    assert body["lang"] == "en" and body["modes"]
    f.write_text(json.dumps({"task_type": "mining"}), encoding="utf-8")
    assert main(["recommend", "--answers", str(f)]) == 2
    assert "answers.task_type" in capsys.readouterr().err


def test_rules_list_and_check(capsys):
    assert main(["rules", "list", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("rule base ")
    assert main(["rules", "check"]) == 0
