"""Baneslayer Angel, compiled from its Oracle text and played; its official ruling as tests.

Oracle text: Flying, first strike, lifelink, protection from Demons and from Dragons

Ruling (2009-10-01): "'Protection from Demons and from Dragons' means the following: -- Baneslayer Angel
can't be blocked by creatures with the creature type Demon or the creature type Dragon. -- Baneslayer Angel
can't be targeted abilities from sources with the creature type Demon or the creature type Dragon, or by
spells with either of those types. -- All damage that would be dealt to Baneslayer Angel by sources with the
creature type Demon or the creature type Dragon is prevented. -- Baneslayer Angel can't be enchanted by Auras
or equipped by artifacts that have somehow gotten the creature type Demon or the creature type Dragon.\""""

from __future__ import annotations

from support import board, pass_both, registering

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    Static,
    Target,
    TargetSpec,
)
from lithoform.compiler import compile_card

ANGEL = "Baneslayer Angel"

PINGER = CardDef("Test Dragon Pinger", (CardFace(
    "Test Dragon Pinger", ("Creature",), "{1}{R}", subtypes=("Dragon",), power="1", toughness="1",
    text="{T}: Test Dragon Pinger deals 1 damage to any target.",
    abilities=(ActivatedAbility(Cost(tap=True), DealDamage(1, Target(0)), (TargetSpec("any"),),
                                text="{T}: Test Dragon Pinger deals 1 damage to any target."),)),))
DEMON = CardDef("Test Flying Demon", (CardFace(
    "Test Flying Demon", ("Creature",), "{3}{B}", subtypes=("Demon",), power="4", toughness="4", text="Flying",
    abilities=(Static("Flying", text="Flying"),)),))
_cards = registering(PINGER, DEMON)


def _blockers(game: Game, attacker: int) -> set[int]:
    pass_both(game)
    game.apply(f"attack {attacker} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return {a.args[0] for a in game.legal_actions() if a.kind == "block"}


def test_it_compiles_with_two_protection_abilities() -> None:
    """702.16g: 'protection from Demons and from Dragons' is two protection abilities."""
    assert compile_card(get_card(ANGEL)).ok
    game = board({"battlefield": [ANGEL]})
    keywords = game.chars(game.find(ANGEL)).keywords
    assert {"flying", "first strike", "lifelink", "protection from demons", "protection from dragons"} <= keywords


def test_it_cant_be_blocked_by_a_dragon_or_a_demon() -> None:
    """Ruling: "can't be blocked by creatures with the creature type Demon or the creature type Dragon";
    Serra Angel (an Angel with flying) can block it."""
    game = board({"battlefield": [ANGEL]}, {"battlefield": ["Shivan Dragon", "Serra Angel", "Test Flying Demon"]},
                 step="beginning_of_combat")
    blockers = _blockers(game, game.find(ANGEL))
    assert game.find("Serra Angel") in blockers
    assert game.find("Shivan Dragon") not in blockers and game.find("Test Flying Demon") not in blockers


def test_damage_from_a_dragon_is_prevented() -> None:
    """Ruling: "All damage that would be dealt to Baneslayer Angel by sources with the creature type Demon
    or the creature type Dragon is prevented." It blocks Shivan Dragon: no damage to it; its first strike
    and lifelink still work."""
    game = board({"battlefield": ["Shivan Dragon"]}, {"battlefield": [ANGEL]}, step="beginning_of_combat")
    dragon, angel = game.find("Shivan Dragon"), game.find(ANGEL)
    assert angel in _blockers(game, dragon)
    game.apply(f"block {angel} {dragon}")
    game.apply("done")
    while game.state.step not in ("end_of_combat", "main2"):
        game.apply("pass")
    assert game.state.objects[angel].damage == 0
    assert game.find("Shivan Dragon", zone="graveyard")
    assert game.state.players[1].life == 25  # lifelink (702.15b)


def test_abilities_from_a_dragon_cant_target_it() -> None:
    """Ruling: it "can't be targeted [by] abilities from sources with the creature type ... Dragon\"."""
    game = board({"battlefield": ["Test Dragon Pinger"]}, {"battlefield": [ANGEL, "Serra Angel"]})
    game.apply(f"activate {game.find('Test Dragon Pinger')} 1")
    assert game.pending.kind == "target"
    assert game.find(ANGEL) not in game.pending.options and game.find("Serra Angel") in game.pending.options


def test_other_sources_can_target_and_damage_it() -> None:
    game = board({"battlefield": ["Prodigal Pyromancer"]}, {"battlefield": [ANGEL]})
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply(f"target {game.find(ANGEL)}")
    pass_both(game)
    assert game.state.objects[game.find(ANGEL)].damage == 1
