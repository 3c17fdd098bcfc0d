"""CR 702.139 Companion. 702.139a: "Companion is a keyword ability that functions outside the game. It's written as
'Companion—[Condition].' Before the game begins, you may reveal one card you own from outside the game with a
companion ability whose condition is fulfilled by your starting deck. (See rule 103.2b.) Once during the game, any
time you have priority and the stack is empty, but only during a main phase of your turn, you may pay {3} and put
that card into your hand. This is a special action that doesn't use the stack (see rule 116.2g)." 702.139b: the
starting deck is the deck after the sideboard is set aside. The conditions of the ten Ikoria companions, the reveal
before the game, the special action, and Lurrus of the Dream-Den's graveyard cast (601.3)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import board, names, pass_until, use_compiled

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler.compiler import compile_card
from lithoform.mechanics.companion.nodes import Companion
from lithoform.mechanics.companion.rules import fulfills
from lithoform.play.serialize import dumps, loads

LURRUS = "Lurrus of the Dream-Den"
use_compiled(LURRUS)


def _companion(name: str) -> Companion:
    """The compiled companion ability of a real card (its first line alone: some companions' other lines aren't
    read yet)."""
    record = get_card(name)
    face = record.faces[0]
    result = compile_card(replace(record, faces=(replace(face, text=face.text.split("\n")[0]),)))
    assert result.ok and result.card is not None, [str(u) for u in result.unparsed]
    return next(a for a in result.card.faces[0].abilities if isinstance(a, Companion))


def _deck(*cards: str, land: str = "Plains", size: int = 60) -> list[str]:
    return [*cards, *[land] * (size - len(cards))]


# (companion, a starting deck that fulfills its condition, one that doesn't)
CONDITIONS = [
    # Lurrus: 'Lurrus doesn't care about instant and sorcery cards in your starting deck. They may have any
    # converted mana cost.' / 'If a card in a player's deck has {X} in its mana cost, X is considered to be 0.'
    (LURRUS, _deck(*["Squadron Hawk"] * 4, *["Stonecoil Serpent"] * 4, *["Cancel"] * 4),
     _deck(*["Squadron Hawk"] * 4, "Serra Angel")),
    # Yorion: 'Your minimum deck size is ... sixty cards for Constructed events'
    ("Yorion, Sky Nomad", _deck(size=80), _deck(size=79)),
    # Jegantha: 'If any one card has the same symbol twice, such as {X}{X}{R} ..., the companion condition isn't
    # satisfied.'
    ("Jegantha, the Wellspring", _deck("Grizzly Bears", "Lightning Bolt", "Squadron Hawk"),
     _deck("Grizzly Bears", "Counterspell")),
    # Lutri: lands may share a name
    ("Lutri, the Spellchaser", _deck("Grizzly Bears", "Lightning Bolt"), _deck("Grizzly Bears", "Grizzly Bears")),
    ("Obosh, the Preypiercer", _deck("Lightning Bolt", "Lava Axe", "Serra Angel"), _deck("Lightning Bolt", "Cancel",
                                                                                         "Grizzly Bears")),
    # Kaheera: 'Creature cards in your deck may be a mix of the five creature types ... Noncreature cards may have
    # any subtypes.'
    ("Kaheera, the Orphanguard", _deck("Savannah Lions", "Lightning Bolt"), _deck("Savannah Lions", "Grizzly Bears")),
    ("Keruga, the Macrosage", _deck("Serra Angel", "Cancel"), _deck("Serra Angel", "Grizzly Bears")),
    # Gyruda: every card, lands too (mana value 0)
    ("Gyruda, Doom of Depths", _deck("Grizzly Bears", "Squadron Hawk"), _deck("Grizzly Bears", "Lightning Bolt")),
    # Umori: 'Land cards in your deck may have any number of additional types that may be shared with other cards
    # or not.'
    ("Umori, the Collector", _deck("Grizzly Bears", "Serra Angel", "Stonecoil Serpent"),
     _deck("Grizzly Bears", "Lightning Bolt")),
    # Zirda: 'Land cards with basic land types have intrinsic activated mana abilities'; 'Some keyword abilities
    # are activated abilities (such as cycling)'
    ("Zirda, the Dawnwaker", _deck("Llanowar Elves", "Bonesplitter", "Street Wraith", "Lightning Bolt"),
     _deck("Llanowar Elves", "Grizzly Bears")),
]


@pytest.mark.parametrize(("name", "good", "bad"), CONDITIONS, ids=[c[0].split(",")[0] for c in CONDITIONS])
def test_702_139a_each_ikoria_companion_condition_is_checked_against_the_starting_deck(
        name: str, good: list[str], bad: list[str]) -> None:
    ability = _companion(name)
    assert fulfills(ability, good)
    assert not fulfills(ability, bad)


def test_702_139b_the_sideboard_is_not_part_of_the_starting_deck() -> None:
    """'The requirements of the companion ability apply only to your starting deck. They do not apply to your
    sideboard.' The Serra Angel in the sideboard doesn't stop Lurrus from being revealed."""
    deck = _deck(*["Squadron Hawk"] * 4)
    game = Game.new([deck, deck], seed=1, sideboards=[[LURRUS, "Serra Angel"], []])
    assert game.state.companions == (LURRUS, "")
    assert game.state.outside[0] == (LURRUS, "Serra Angel")  # 'It remains revealed outside the game'
    assert any(e.kind == "companion_revealed" for e in game.state.events())


def test_103_2b_no_companion_is_revealed_when_the_deck_fails_its_condition() -> None:
    deck = _deck("Serra Angel")
    game = Game.new([deck, deck], seed=1, sideboards=[[LURRUS], [LURRUS]])
    assert game.state.companions == ()
    assert "companion" not in {a.kind for a in game.legal_actions()}


def _with_companion(lands: int = 3, **p1: object) -> Game:
    return board({"battlefield": [{"card": "Plains", "count": lands}], "companion": LURRUS, **p1})


def test_116_2g_pay_3_to_put_the_companion_into_the_hand_once_per_game() -> None:
    """'Once per game, any time you could cast a sorcery (during your main phase when the stack is empty), you can
    pay {3} to put your companion from your sideboard into your hand. This is a special action, not an activated
    ability. It happens immediately and can't be responded to.'"""
    game = _with_companion(lands=6)
    assert game.state.outside[0] == (LURRUS,)
    game.apply("companion")
    assert names(game, "hand") == [LURRUS]
    assert game.state.outside[0] == ()
    assert sum(1 for o in game.zone("battlefield") if game.state.objects[o].tapped) == 3
    assert game.pending.kind == "priority" and game.pending.player == 0 and not game.state.stack  # no stack
    assert "companion" not in {a.kind for a in game.legal_actions()}  # 116.2g: once per game
    assert loads(dumps(game.state)).companions == game.state.companions


def test_116_2g_only_with_3_to_pay_in_a_main_phase_of_your_turn() -> None:
    assert "companion" not in {a.kind for a in _with_companion(lands=2).legal_actions()}
    game = _with_companion(lands=3)
    assert "companion" in {a.kind for a in game.legal_actions()}
    pass_until(game, "beginning_of_combat")
    assert "companion" not in {a.kind for a in game.legal_actions()}
    opponents = board({"battlefield": [{"card": "Plains", "count": 3}], "companion": LURRUS}, active="P2")
    opponents.apply("pass")
    assert opponents.pending.player == 0
    assert "companion" not in {a.kind for a in opponents.legal_actions()}


def test_116_2g_not_while_the_stack_holds_something() -> None:
    game = _with_companion(lands=4, hand=["Savannah Lions"])
    game.apply(f"cast {game.find('Savannah Lions', zone='hand')}")
    game.apply("autopay")
    assert game.state.stack and game.pending.player == 0
    assert "companion" not in {a.kind for a in game.legal_actions()}


# --- Lurrus of the Dream-Den: 'During each of your turns, you may cast one permanent spell with mana value 2 or
# less from your graveyard.' ------------------------------------------------------------------------------------
def _lurrus(graveyard: list[str], lands: int = 4, active: str = "P1") -> Game:
    return board({"battlefield": [LURRUS, {"card": "Plains", "count": lands}], "graveyard": graveyard},
                 active=active)


def _graveyard_casts(game: Game) -> set[str]:
    grave = set(game.zone("graveyard", 0))
    return {game.state.objects[a.args[0]].card for a in game.legal_actions()
            if a.kind == "cast" and a.args[0] in grave}


def test_lurrus_permanent_spells_with_mana_value_2_or_less_from_the_graveyard() -> None:
    """'Lurrus doesn't let you play lands from your graveyard.' Instants and sorceries, and permanents of mana
    value 3 or more, aren't offered either."""
    game = _lurrus(["Savannah Lions", "Squadron Hawk", "Serra Angel", "Plains", "Swords to Plowshares"])
    assert _graveyard_casts(game) == {"Savannah Lions", "Squadron Hawk"}


def test_lurrus_only_one_spell_each_turn_and_only_during_your_turns() -> None:
    """'During each of your turns, you may cast one permanent spell ...'; on the next of your turns, one more."""
    game = _lurrus(["Savannah Lions", "Squadron Hawk"])
    lions = game.find("Savannah Lions", zone="graveyard")
    (via,) = {a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == lions}
    game.apply(f"cast {lions} {via}")
    game.apply("autopay")
    assert _graveyard_casts(game) == set()
    pass_until(game, "main1", turn=4)  # the opponent's turn
    assert _graveyard_casts(game) == set()
    pass_until(game, "main1", turn=5)
    assert _graveyard_casts(game) == {"Squadron Hawk"}


def test_lurrus_counts_the_x_chosen_in_the_mana_value() -> None:
    """'For spells with {X} in their mana costs, use the value chosen for X to determine the spell's converted mana
    cost. For example, if a permanent spell costs {X}{W}, you could cast it with X as 1 but not as 2.' Stonecoil
    Serpent ({X}) from the graveyard: X may be 0, 1 or 2, not 3."""
    game = _lurrus(["Stonecoil Serpent"], lands=4)
    serpent = game.find("Stonecoil Serpent", zone="graveyard")
    (via,) = {a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == serpent}
    game.apply(f"cast {serpent} {via}")
    xs = {a.args[0] for a in game.legal_actions() if a.kind == "x"}
    assert xs == {0, 1, 2}


def test_karador_and_gisa_each_permission_is_announced_and_used_apart() -> None:
    """Gisa and Geralf: 'If multiple effects allow you to cast a Zombie creature card from your graveyard, such as
    those of Gisa and Geralf and Karador, Ghost Chieftain, you must announce which permission you're using as you
    begin to cast the spell.' Karador: 'If you cast one creature spell from your graveyard and then have a new
    Karador come under your control in the same turn, you may cast another creature spell from your graveyard that
    turn.' (each permanent's permission is its own: one spell each per turn)."""
    use_compiled("Karador, Ghost Chieftain", "Gisa and Geralf")
    game = board({"battlefield": ["Karador, Ghost Chieftain", "Gisa and Geralf", {"card": "Swamp", "count": 6}],
                  "graveyard": ["Walking Corpse", "Walking Corpse", "Walking Corpse"]})
    corpse = game.find("Walking Corpse", zone="graveyard")
    vias = {a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == corpse}
    assert len(vias) == 2  # one for each permanent
    game.apply(f"cast {corpse} {sorted(vias)[0]}")
    game.apply("autopay")
    pass_until(game, "main2")
    second = game.find("Walking Corpse", zone="graveyard")
    left = {a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == second}
    assert left == {sorted(vias)[1]}
    game.apply(f"cast {second} {sorted(vias)[1]}")
    game.apply("autopay")
    pass_until(game, "end")
    assert _graveyard_casts(game) == set()
    assert names(game, "graveyard") == ["Walking Corpse"]


def test_709_4_a_split_card_in_the_deck_has_its_halves_combined_mana_value() -> None:
    """709.4: outside the stack a split card has both halves' characteristics: Fire // Ice has mana value 4 (even:
    Gyruda's condition holds; 4 isn't 2 or less: Lurrus's doesn't care, the card being an instant)."""
    assert fulfills(_companion("Gyruda, Doom of Depths"), _deck("Fire // Ice", "Fire // Ice"))
    assert not fulfills(_companion("Obosh, the Preypiercer"), _deck("Fire // Ice", "Lightning Bolt"))

