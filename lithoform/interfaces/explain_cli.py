"""`lithoform explain FILE [OBJECT ...]`: why permanents have the characteristics they have (613), on the
state a scenario file leaves, a saved game record or a saved game state (`Game.to_json`)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from lithoform.interfaces.replay import ReplayError, load_record, replay
from lithoform.interfaces.scenario.runner import run_file
from lithoform.play.game import Game


class ExplainError(Exception):
    """A file or object that can't be explained, with the reason."""


def load_game(path: str) -> Game:
    """The game a scenario (.yaml), a game record or a saved state (.json) leaves."""
    if path.endswith((".yaml", ".yml")):
        report = run_file(path)
        if report.game is None:
            raise ExplainError(f"{path}: {report.error or 'the scenario did not run'}")
        return report.game
    try:
        text = Path(path).read_text(encoding="utf-8")
        doc = json.loads(text)
    except (OSError, ValueError) as e:
        raise ExplainError(f"{path}: can't read a JSON game: {e}") from e
    if isinstance(doc, dict) and str(doc.get("format", "")).startswith("lithoform-record"):
        try:
            return replay(load_record(path))
        except ReplayError as e:
            raise ExplainError(f"{path}: {e}") from e
    try:
        return Game.from_json(text)
    except Exception as e:  # a malformed saved state: say which file and why, no traceback
        raise ExplainError(f"{path}: not a saved game state: {e}") from e


def explain_lines(game: Game, objects: list[str]) -> list[str]:
    refs = objects or [str(oid) for oid in game.state.battlefield]
    out = []
    for ref in refs:
        try:
            out.append(game.explain(int(ref) if ref.isdigit() else ref))
        except KeyError as e:
            raise ExplainError(f"no object {ref!r} to explain: {e.args[0] if e.args else ''}") from e
    return out


def add_explain_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("explain", help="why permanents have their characteristics: the continuous "
                                            "effects applied to each, in layer order (613)")
    p.add_argument("file", metavar="FILE", help="a scenario (.yaml), a game record or a saved state (.json)")
    p.add_argument("objects", metavar="OBJECT", nargs="*", help="names or ids (default: every permanent)")
    p.set_defaults(func=_explain_command)


def _explain_command(args: argparse.Namespace) -> int:
    try:
        lines = explain_lines(load_game(args.file), args.objects)
    except ExplainError as e:
        print(f"lithoform explain: {e}", file=sys.stderr)
        return 2
    print("\n\n".join(lines))
    return 0
