"""Rare rules off the hot paths (issue 13; rules/present.py, rules/hooks.py `needs=`): a mechanic's hook
function is consulted only in a game whose definitions hold what it needs, and that changes no game.

Split second (702.61a) is the example: 'players can't cast spells' is asked at every listing of the legal
actions, but only a game with the words 'split second' written somewhere can ever answer yes."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import basics, board, cast, use_compiled

import lithoform.cards.tree as tree
from lithoform import Game
from lithoform.carddb import find_card
from lithoform.mechanics.split_second.rules import no_other_spells
from lithoform.play.agents import RandomAgent
from lithoform.play.decks import load_deck, playable_part
from lithoform.rules import present
from lithoform.rules.hooks import CAST_BANS, all_hooks
from lithoform.rules.present import FACE_DOWN_OBJECT, kinds_of, present_kinds

REAL = Path(__file__).parent.parent / "decks" / "real"


def test_cr_702_61a_split_second_is_asked_only_in_a_game_where_it_is_written() -> None:
    plain = board({"hand": ["Shock"], "battlefield": basics(Mountain=2)}, {"battlefield": basics(Mountain=1)})
    assert no_other_spells not in CAST_BANS.active(present_kinds(plain.state))
    use_compiled("Sudden Shock")
    game = board({"hand": ["Sudden Shock"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=2)})
    assert no_other_spells in CAST_BANS.active(present_kinds(game.state))
    cast(game, "Sudden Shock", "P2")
    game.apply("pass")
    assert "cast" not in {a.kind for a in game.legal_actions()}  # 702.61a: P2 can't cast Shock in response


def test_kinds_of_a_definition_are_its_node_types_and_words_in_lower_case_too() -> None:
    card = use_compiled("Sudden Shock")[0]
    kinds = kinds_of(card)
    assert {"CardDef", "CardFace", "SpellAbility", "Split second", "split second", "Instant"} <= kinds


def test_cr_111_1_a_token_made_later_brings_its_face_into_the_game() -> None:
    game = board({"battlefield": basics(Mountain=1)}, {})
    before = present_kinds(game.state)
    assert before is not None and "flying" not in before
    from lithoform.rules.zones import create_object
    from lithoform.state.model import BATTLEFIELD, Obj
    face = tree.CardFace("Bird", ("Creature",), power="1", toughness="1", keywords=("Flying",))
    create_object(game.state, Obj(0, "Bird", 0, 0, BATTLEFIELD, printed=face, token=True))
    after = present_kinds(game.state)
    assert after is not None and "flying" in after and before <= after


def test_every_needs_entry_names_a_node_type_or_a_word() -> None:
    nodes = {name for name, value in vars(tree).items() if isinstance(value, type)}
    for hook in all_hooks().values():
        for fn, needs in zip(hook.fns, hook.needs, strict=True):
            for kind in needs or ():
                assert kind in nodes or kind == kind.lower() or kind == FACE_DOWN_OBJECT, (hook.name, fn, kind)


def _decks() -> list[list[str]]:
    out = []
    for stem in ("modern-2022-modern-challenge-living-end", "modern-2022-modern-challenge-izzet-murktide",
                 "standard-2021-kaldheim-championship-dimir-rogues", "legacy-2019-legacy-challenge-sneak-and-show"):
        names = [find_card(n).card.name for n in load_deck(REAL / f"{stem}.txt", check_cards=False).cards()]
        out.append(playable_part(names)[0])
    return out


def _play(decks: list[list[str]], seed: int) -> tuple[list[str], str]:
    game = Game.new(decks, seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    actions = []
    while not game.is_over and len(actions) < 6_000:
        action = agents[game.pending.player].choose(game)
        actions.append(str(action))
        game.apply(action)
    return actions, repr((game.state.players, sorted(game.state.zones.items())))


@pytest.mark.parametrize("seed", range(4))
def test_gating_changes_no_game(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Suspend, cascade, flashback, delve, split second, foretell... decks: the same seeds give the same
    actions and the same final state with every hook function consulted."""
    decks = _decks()
    pair = [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]]
    gated = _play(pair, seed)
    monkeypatch.setattr(present, "GATING", False)
    assert _play(pair, seed) == gated
