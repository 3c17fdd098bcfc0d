"""Collective Brutality: "Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.) Choose one
or more — • Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards
that card. • Target creature gets -2/-2 until end of turn. • Target opponent loses 2 life and you gain 2 life."
702.120a: the escalate cost is paid once for each mode beyond the first (601.2f-h)."""

from __future__ import annotations

from support import P1, P2, basics, board, life, pass_both, use_compiled, zone_names

use_compiled("Collective Brutality", "Collective Defiance", "Grizzly Bears", "Lightning Bolt", "Island")
BRUTALITY = "Collective Brutality"


def _game(hand: int) -> object:
    return board({"hand": [BRUTALITY, *["Island"] * hand], "battlefield": basics(Swamp=2)},
                 {"hand": ["Lightning Bolt", "Island"], "battlefield": ["Grizzly Bears"]})


def _modes(game) -> set[str]:
    return {str(a) for a in game.legal_actions() if a.kind == "mode"}


def _announce(game, modes: str) -> None:
    game.apply(f"cast {game.find(BRUTALITY)}")
    game.apply(f"mode {modes}")
    while game.pending.kind != "priority":
        p = game.pending
        if p.kind == "target":
            game.apply(f"target {p.options[0] if p.options[0] >= 0 else 'P2'}")
        elif p.kind == "discard":
            game.apply(f"discard {p.options[0]}")
        elif p.kind == "choose":
            game.apply(f"choose {p.options[0]}")
        else:
            game.apply("autopay")


def test_702_120a_three_modes_cost_two_discards() -> None:
    """Ruling (2016-07-13): "You choose all of your modes at once. ..." All three modes: two cards discarded."""
    game = _game(hand=2)
    _announce(game, "1 2 3")
    assert zone_names(game, "hand", P1) == [] and zone_names(game, "graveyard", P1) == ["Island", "Island"]
    pass_both(game)
    while game.pending.kind == "choose":  # the instant or sorcery card chosen from the revealed hand
        game.apply(f"choose {game.pending.options[0]}")
    assert zone_names(game, "hand", P2) == ["Island"]  # Lightning Bolt discarded
    assert "Grizzly Bears" in zone_names(game, "graveyard", P2)  # -2/-2
    assert life(game, P2) == 18 and life(game, P1) == 22


def test_702_120a_one_mode_costs_no_discard() -> None:
    game = _game(hand=1)
    _announce(game, "3")
    assert zone_names(game, "hand", P1) == ["Island"]


def test_601_2f_only_as_many_extra_modes_as_cards_to_discard() -> None:
    """One card in hand (the spell itself can't pay, 601.2a): one extra mode at most (118.3)."""
    game = _game(hand=1)
    game.apply(f"cast {game.find(BRUTALITY)}")
    offered = _modes(game)
    assert "mode 1 2" in offered and "mode 1 2 3" not in offered


def test_118_3_no_card_to_discard_one_mode_only() -> None:
    """With no other card in hand the escalate cost can't be paid (118.3): only one mode may be chosen."""
    game = _game(hand=0)
    game.apply(f"cast {game.find(BRUTALITY)}")
    assert _modes(game) == {"mode 1", "mode 2", "mode 3"}


def test_702_120a_mana_escalate_adds_to_the_total_cost() -> None:
    """Collective Defiance: 'Escalate {1}': two modes cost {1}{R}{R} plus {1} (601.2f)."""
    game = board({"hand": ["Collective Defiance"], "battlefield": basics(Mountain=4)},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Collective Defiance')}")
    assert "mode 2 3" in _modes(game) and "mode 1 2 3" not in _modes(game)  # {1}{R}{R}+{2}: five mana
    game.apply("mode 2 3")
    while game.pending.kind == "target":
        p = game.pending
        game.apply(f"target {p.options[0] if p.options[0] >= 0 else 'P2'}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {2}{R}{R}"  # one more than {1}{R}{R}
