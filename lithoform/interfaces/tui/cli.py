"""`lithoform play`: a person against the heuristic agent in the terminal."""

from __future__ import annotations

import argparse
import sys

from lithoform.interfaces.replay import save_record
from lithoform.interfaces.save_path import check_save_file
from lithoform.interfaces.simulate import add_format_option
from lithoform.interfaces.tui.play import play_terminal
from lithoform.play.agents import AGENTS, make_agent
from lithoform.play.decks import DEFAULT_DECKS, game_decks, resolve_deck
from lithoform.state.rng import derived_seed, fresh_seed


def add_play_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("play", help="play against the heuristic agent in the terminal")
    p.add_argument("--deck-a", default=DEFAULT_DECKS[0], help=f"your deck (default {DEFAULT_DECKS[0]})")
    p.add_argument("--deck-b", default=DEFAULT_DECKS[1],
                   help=f"the agent's deck (default {DEFAULT_DECKS[1]})")
    p.add_argument("--seed", "-s", type=int, default=None, help="the game's seed (default: random)")
    p.add_argument("--agent", choices=sorted(AGENTS), default="heuristic", help="the opponent")
    p.add_argument("--save", metavar="FILE", help="write the game record (JSON) to FILE when it ends")
    p.add_argument("--full-control", action="store_true",
                   help="ask at every priority, even with nothing to do but pass")
    add_format_option(p)
    p.set_defaults(func=_play_command)


def _play_command(args: argparse.Namespace) -> int:
    deck_a, deck_b = resolve_deck(args.deck_a), resolve_deck(args.deck_b)
    parts = game_decks((deck_a, deck_b), args.format)
    if args.save:
        check_save_file(args.save)  # before the game: a bad path fails now
    # The seed rebuilds both libraries and the opponent's hand: a fresh secret one (128 bits) unless given,
    # shown only when the game ends or when asked for (`seed`); the agent's seed is derived one way from it.
    seed = args.seed if args.seed is not None else fresh_seed()
    print(f"You are P1 ({deck_a.name}), P2 is the {args.agent} agent ({deck_b.name}).")
    agent = make_agent(args.agent, derived_seed(seed, "agent:P2"))
    session = play_terminal(parts.decks, agent, seed,
                            sys.stdin, sys.stdout, (deck_a.name, deck_b.name),
                            auto_pass=not args.full_control,
                            sideboards=parts.sideboards, commanders=parts.commanders, variant=parts.variant)
    if args.save:
        save_record(session.record(seed, parts.decks, args.agent), args.save)
        print(f"Record saved to {args.save} (replay it with `lithoform replay {args.save}`).")
    return 0
