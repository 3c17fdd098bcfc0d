"""The `lithoform` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from lithoform.interfaces.cards_cli import add_cards_parser
from lithoform.interfaces.demo import main as demo_main
from lithoform.interfaces.explain_cli import add_explain_parser
from lithoform.interfaces.replay import ReplayError, add_replay_parser
from lithoform.interfaces.save_path import SavePathError
from lithoform.interfaces.scenario.cli import add_scenario_parser
from lithoform.interfaces.simulate import add_game_parser, add_simulate_parser
from lithoform.interfaces.tournament_cli import add_tournament_parser
from lithoform.interfaces.tui.cli import add_play_parser
from lithoform.interfaces.web.cli import add_serve_parser
from lithoform.play.decks import DeckError, add_deck_parser
from lithoform.rules_text import add_rules_parser


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="lithoform", description="A Magic: The Gathering rules engine.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    demo = commands.add_parser("demo", help="play a short scripted game and print its rule-citing log")
    demo.set_defaults(func=_demo)

    add_rules_parser(commands)
    add_cards_parser(commands)
    add_deck_parser(commands)
    add_game_parser(commands)
    add_play_parser(commands)
    add_simulate_parser(commands)
    add_tournament_parser(commands)
    add_replay_parser(commands)
    add_scenario_parser(commands)
    add_explain_parser(commands)
    add_serve_parser(commands)
    return parser


def _demo(args: argparse.Namespace) -> int:
    return demo_main()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except (DeckError, ReplayError, SavePathError) as e:  # a user's file that can't be used: say why, no traceback
        print(f"lithoform {args.command}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
