"""Ghostly Pilferer, compiled from its Oracle text and played.

Oracle text: Whenever Ghostly Pilferer becomes untapped, you may pay {2}. If you do, draw a card. /
Whenever an opponent casts a spell from anywhere other than their hand, draw a card. / Discard a card:
Ghostly Pilferer can't be blocked this turn."""

from __future__ import annotations

from support import activate, attack, board, cast, hand_size, lands, pass_both, pass_until, to_attackers

from lithoform import Game

PILFERER = "Ghostly Pilferer"


def _tapped_pilferer(lands_n: int = 2) -> Game:
    """P2's end step; P1's Pilferer is tapped and untaps in P1's coming untap step."""
    return board({"battlefield": [{"card": PILFERER, "tapped": True}, lands("Island", lands_n)]},
                 active="P2", step="end")


def test_untapping_in_the_untap_step_triggers_and_waits_for_the_upkeep() -> None:
    """Ruling: "Ghostly Pilferer's first ability triggers during your untap step, but it's put onto the
    stack at the same time as abilities that trigger at the beginning of your upkeep step." (502.4)"""
    game = _tapped_pilferer()
    pass_until(game, "upkeep")
    assert game.state.active == 0 and len(game.state.stack) == 1
    kinds = [(e.kind, e.args.get("step")) for e in game.state.events()]
    trigger_at = kinds.index(("trigger", None))
    assert kinds.index(("untap_step", None)) < trigger_at < kinds.index(("step", "upkeep"))


def test_pay_two_to_draw_one_card_only() -> None:
    """Ruling: "While resolving Ghostly Pilferer's first ability, you can't pay more than {2} to draw more
    than one card.\""""
    game = _tapped_pilferer(lands_n=4)
    pass_until(game, "upkeep")
    before = hand_size(game)
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert hand_size(game) == before + 1
    assert sum(game.state.objects[i].tapped for i in game.zone("battlefield")) == 2  # two Islands paid


def test_declining_to_pay_draws_nothing() -> None:
    game = _tapped_pilferer()
    pass_until(game, "upkeep")
    before = hand_size(game)
    pass_both(game)
    game.apply("no")
    assert hand_size(game) == before


def test_untapped_by_an_effect_it_triggers_too() -> None:
    """'becomes untapped' is any untapping (701.26b), not only the untap step's: Refocus untaps it."""
    game = board({"battlefield": [{"card": PILFERER, "tapped": True}, lands("Island", 4)], "hand": ["Refocus"]})
    cast(game, "Refocus", game.find(PILFERER))
    pass_both(game)  # Refocus resolves: Pilferer untaps, its ability triggers
    assert len(game.state.stack) == 1
    before = hand_size(game)
    pass_both(game)
    game.apply("yes")
    assert hand_size(game) == before + 1


def test_an_opponents_spell_from_their_hand_doesnt_trigger() -> None:
    game = board({"battlefield": [PILFERER]}, {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]})
    game.apply("pass")
    cast(game, "Shock", "P1")
    assert len(game.state.stack) == 1 and not game.state.waiting


def test_an_opponents_spell_from_their_graveyard_triggers_and_resolves_first() -> None:
    """601.2a: the zone the spell was cast from. Ruling (the cast trigger): it "resolves before the spell
    that caused it to trigger."

    The engine gives no permission to cast from a graveyard yet, so the casting procedure (601.2) is
    started here on a graveyard card directly."""
    from lithoform.rules.priority import run
    from lithoform.rules.stack import announce

    game = board({"battlefield": [PILFERER]}, {"battlefield": [lands("Mountain", 1)], "graveyard": ["Shock"]})
    game.apply("pass")  # P2 has priority
    announce.begin_cast(game.state, 1, game.find("Shock", zone="graveyard"))
    run(game.state)
    game.apply("target P1")
    game.apply("autopay")
    spell = game.state.stack[0]
    assert game.state.objects[spell].cast_from == "graveyard"
    assert len(game.state.stack) == 2  # the trigger is on top of the Shock
    before = hand_size(game)
    pass_both(game)
    assert hand_size(game) == before + 1 and game.state.players[0].life == 20
    pass_both(game)
    assert game.state.players[0].life == 18


def test_discard_a_card_it_cant_be_blocked_this_turn() -> None:
    game = board({"battlefield": [PILFERER], "hand": ["Island"]}, {"battlefield": ["Grizzly Bears"]},
                 step="beginning_of_combat")
    pilferer = game.find(PILFERER)
    activate(game, pilferer, 1)
    if game.pending.kind != "priority":
        game.apply(f"discard {game.find('Island', zone='hand')}")
    pass_both(game)
    assert "can't be blocked" in game.chars(pilferer).keywords
    to_attackers(game)
    attack(game, pilferer)
    pass_both(game)
    if game.pending.kind == "blockers":  # 509.1b: the Bears can't block it
        assert not any(a.kind == "block" for a in game.legal_actions())
        game.apply("done")
    pass_until(game, "end_of_combat")
    assert game.state.players[1].life == 18
