"""`lithoform cards ...` subcommands, for the main CLI to mount with add_cards_parser()."""

from __future__ import annotations

import argparse
import sys
import textwrap

from lithoform.carddb import CardDataError, CardRecord, FaceRecord, UnknownCardError, find_card, import_cards
from lithoform.compiler.coverage import add_coverage_parser


def add_cards_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    cards = subparsers.add_parser("cards", help="look up cards or load newer card data")
    commands = cards.add_subparsers(dest="cards_command", metavar="COMMAND", required=True)

    show = commands.add_parser("show", help="print a card's Oracle text, types, P/T and rulings")
    show.add_argument("name", nargs="+", help="card name (or one face's name, or a printed name in another "
                      "language when the imported data has them), case- and accent-insensitive")
    show.set_defaults(func=show_command)

    load = commands.add_parser(
        "import", help="use a newer MTGJSON AtomicCards.json or Scryfall oracle-cards file from now on"
    )
    load.add_argument("file", help="the JSON file (optionally .gz/.bz2/.xz/.zip)")
    load.set_defaults(func=import_command)


    add_coverage_parser(commands)


def show_command(args: argparse.Namespace) -> int:
    try:
        found = find_card(" ".join(args.name))
    except UnknownCardError as exc:
        print(f"lithoform: {exc}", file=sys.stderr)
        return 1
    except CardDataError as exc:
        print(f"lithoform: {exc}", file=sys.stderr)
        return 2
    if found.language is not None:
        print(f"{found.printed!r} is the {found.language} name of {found.card.name}\n")
    print(format_card(found.card))
    return 0


def import_command(args: argparse.Namespace) -> int:
    try:
        report = import_cards(args.file)
    except CardDataError as exc:
        print(f"lithoform: import failed, card database unchanged: {exc}", file=sys.stderr)
        return 2
    print(f"imported {report.cards} cards ({report.kind}) into {report.path}")
    return 0


def format_card(card: CardRecord) -> str:
    lines = [card.name if card.layout == "normal" else f"{card.name}  [{card.layout}]"]
    if not card.playable:
        lines.append("(not for regular play: Un-card or Alchemy card)")
    for face in card.faces:
        if len(card.faces) > 1:
            lines.append(f"\n-- {face.name}")
        lines.extend(_face_lines(face))
    if card.rulings:
        lines.append("\nRulings:")
        for ruling in card.rulings:
            lines.append(
                textwrap.fill(
                    ruling.text, 100, initial_indent=f"  {ruling.date}  ", subsequent_indent=" " * 14
                )
            )
    return "\n".join(lines)


def _face_lines(face: FaceRecord) -> list[str]:
    lines = [f"{face.type_line}  {face.mana_cost}" if face.mana_cost else face.type_line]
    if face.text:
        lines.append(face.text)
    if face.power is not None or face.toughness is not None:
        lines.append(f"{face.power}/{face.toughness}")
    if face.loyalty is not None:
        lines.append(f"Loyalty: {face.loyalty}")
    if face.defense is not None:
        lines.append(f"Defense: {face.defense}")
    return lines
