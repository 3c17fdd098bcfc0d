"""Inscription of Abundance: its rulings, checked in a game.

Oracle text: Kicker {2}{G} / Choose one. If this spell was kicked, choose any number instead. / • Put two +1/+1
counters on target creature. / • Target player gains X life, where X is the greatest power among creatures they
control. / • Target creature you control fights target creature you don't control."""

from __future__ import annotations

from support import board, lands, names, pass_both

INSCRIPTION = "Inscription of Abundance"


def _cast(game, modes: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(f"cast {game.find(INSCRIPTION)}")
    game.apply(f"mode {modes}")


def test_unkicked_one_mode_only() -> None:
    """Oracle: "Choose one." Without the mana for the kicker, only single modes are offered."""
    game = board({"battlefield": [lands("Forest", 2), "Grizzly Bears"], "hand": [INSCRIPTION]},
                 {"battlefield": ["Hill Giant"]})
    game.apply(f"cast {game.find(INSCRIPTION)}")
    offered = [str(a) for a in game.legal_actions() if a.kind == "mode"]
    assert offered == ["mode 1", "mode 2", "mode 3"]


def test_kicked_modes_in_the_order_written_each_once() -> None:
    """Rulings (2020-09-25): "If you kick Inscription of Abundance, you can't choose any one mode more than
    once." and "If more than one mode is chosen, perform them in the order written." Counters first: the Bears
    (4/4) then fight the Giant (3/3) and survive."""
    game = board({"battlefield": [lands("Forest", 5), "Grizzly Bears"], "hand": [INSCRIPTION]},
                 {"battlefield": ["Hill Giant"]})
    game.apply(f"cast {game.find(INSCRIPTION)}")
    offered = [str(a) for a in game.legal_actions() if a.kind == "mode"]
    assert "mode 1 2 3" in offered and not any(len(set(a.split()[1:])) < len(a.split()[1:]) for a in offered)
    game.apply("mode 1 3")
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    for t in (bears, bears, giant):
        game.apply(f"target {t}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.objects[game.state.stack[-1]].choices.additional == ("kicker",)
    pass_both(game)
    assert "Hill Giant" in names(game, "graveyard", 1)
    assert game.state.objects[bears].counter("+1/+1") == 2 and game.state.objects[bears].damage == 3


def test_gains_the_greatest_power_among_creatures_they_control() -> None:
    """Oracle: "Target player gains X life, where X is the greatest power among creatures they control." """
    game = board({"battlefield": [lands("Forest", 2), "Grizzly Bears", "Hill Giant"], "hand": [INSCRIPTION]})
    _cast(game, "2")
    game.apply("additional none")  # one mode: the kicker is the player's to announce or not (601.2b)
    game.apply("target P1")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert game.state.players[0].life == 23
