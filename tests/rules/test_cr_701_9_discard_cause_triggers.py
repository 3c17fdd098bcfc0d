"""CR 701.9a, 608.2 and 603.2: 'When a spell or ability an opponent controls causes you to discard ~' triggers
when the card is discarded while a spell or ability an opponent controls resolves, from where the card went;
'when you discard ~' on any discard of it; 'whenever a spell or ability an opponent controls causes you to
discard a card' (Spiritual Focus) once for each such card. Cards compiled from their Oracle text."""

from __future__ import annotations

from support import battlefield_names, board, names, resolve_stack

METROGNOME = "Metrognome"  # When a spell or ability an opponent controls causes you to discard ~, create four 1/1 Gnomes


def _mind_rot(target: str, p1_hand: list[str], p2_hand: list[str], p1_battlefield: tuple[str, ...] = ()):
    game = board({"battlefield": ["Swamp"] * 3 + list(p1_battlefield), "hand": ["Mind Rot", *p1_hand]},
                 {"hand": p2_hand})
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply(f"target {target}")
    game.apply("autopay")
    resolve_stack(game)
    return game


def _gnomes(game, player: int) -> int:
    return sum(1 for n in battlefield_names(game, player) if n.startswith("Gnome"))


def test_701_9a_an_opponents_spell_making_you_discard_it_triggers() -> None:
    game = _mind_rot("P2", [], [METROGNOME, "Hill Giant"])
    assert METROGNOME in names(game, "graveyard", 1)
    assert _gnomes(game, 1) == 4  # the discarding player (the card's owner) controls the ability
    assert _gnomes(game, 0) == 0


def test_608_2_your_own_spell_making_you_discard_it_does_not_trigger() -> None:
    game = _mind_rot("P1", [METROGNOME, "Hill Giant"], [])
    assert METROGNOME in names(game, "graveyard", 0)
    assert _gnomes(game, 0) == 0


def test_701_9a_when_you_discard_it_triggers_on_your_own_discard() -> None:
    game = _mind_rot("P1", ["Bartered Cow", "Hill Giant"], [])
    assert "Food" in battlefield_names(game, 0)


def test_603_2_spiritual_focus_triggers_once_for_each_card_an_opponents_spell_discards() -> None:
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]},
                 {"battlefield": ["Spiritual Focus"], "hand": ["Hill Giant", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply("target P2")
    game.apply("autopay")
    for _ in range(40):
        if game.pending.kind != "priority":
            game.apply("no")  # 'you may draw a card': decline
        elif game.state.stack:
            game.apply("pass")
        else:
            break
    assert game.state.players[1].life == 24
