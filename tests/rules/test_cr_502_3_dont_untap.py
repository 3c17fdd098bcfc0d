"""CR 502.3: effects can keep permanents from untapping during their controllers' untap steps
(mechanics/untap_restrictions): a group static ('Nonbasic lands don't untap during their controllers' untap
steps', Back to Basics), a resolving effect 'for as long as ~ remains tapped' (Mana Leech; 611.2b) and one for
the next untap step (Sleep)."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack

from lithoform import Game


def _to_untap_of_turn(game: Game, turn: int) -> None:
    """Passes (untapping everything that may stay tapped, declaring no attackers) until `turn`'s upkeep."""
    for _ in range(400):
        p = game.pending
        if game.state.turn == turn and game.state.step not in ("untap",) and p.kind == "priority":
            return
        if p.kind == "attackers":
            game.apply("done")
        elif p.kind == "may":
            game.apply("no")
        elif p.kind == "choose":  # 'you may choose not to untap ~' (502.3): untap everything
            game.apply("choose")
        else:
            game.apply("pass")
    raise AssertionError(game.pending)


def test_502_3_back_to_basics_nonbasic_lands_stay_tapped() -> None:
    """Back to Basics: "Nonbasic lands don't untap during their controllers' untap steps." A tapped basic land
    untaps; a tapped nonbasic land doesn't, whoever controls it."""
    game = board({"battlefield": [{"card": "Tundra", "tapped": True}, {"card": "Plains", "tapped": True}]},
                 {"battlefield": ["Back to Basics"]}, active="P2")
    _to_untap_of_turn(game, 4)
    assert game.state.objects[game.find("Tundra")].tapped
    assert not game.state.objects[game.find("Plains")].tapped


def test_611_2b_mana_leech_keeps_the_land_tapped_while_it_stays_tapped() -> None:
    """Mana Leech: '{T}: Tap target land. It doesn't untap during its controller's untap step for as long as
    Mana Leech remains tapped.' (Its controller chooses not to untap the Leech: 'You may choose not to untap
    Mana Leech during your untap step.')"""
    game = board({"battlefield": ["Mana Leech"]}, {"battlefield": ["Forest"]})
    forest = game.find("Forest")
    activate(game, "Mana Leech", 1, forest)
    resolve_stack(game)
    assert game.state.objects[forest].tapped
    _to_untap_of_turn(game, 4)  # P2's untap step: the Leech is still tapped
    assert game.state.objects[forest].tapped


def test_611_2b_the_effect_ends_as_mana_leech_untaps() -> None:
    game = board({"battlefield": ["Mana Leech"]}, {"battlefield": ["Forest"]})
    forest = game.find("Forest")
    activate(game, "Mana Leech", 1, forest)
    resolve_stack(game)
    for _ in range(400):  # P1's next untap step: P1 untaps the Leech (answers 'no' to not untapping it)
        if game.state.turn == 5 and game.pending.kind == "priority":
            break
        p = game.pending
        game.apply("done" if p.kind == "attackers" else "no" if p.kind == "may" else "choose" if p.kind == "choose"
                   else "pass")
    assert not game.state.objects[game.find("Mana Leech")].tapped
    _to_untap_of_turn(game, 6)  # P2's next untap step: the Forest untaps
    assert not game.state.objects[forest].tapped


def test_502_3_sleep_creatures_skip_the_next_untap_step_only() -> None:
    """Sleep ruling: "The second part of Sleep's ability affects all creatures the targeted player controls as
    Sleep resolves, not only the ones that Sleep actually caused to become tapped.\""""
    game = board({"battlefield": [{"card": "Island", "count": 4}], "hand": ["Sleep"]},
                 {"battlefield": ["Grizzly Bears", {"card": "Hill Giant", "tapped": True}]})
    cast(game, game.find("Sleep"), "P2")
    resolve_stack(game)
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    _to_untap_of_turn(game, 4)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped
    _to_untap_of_turn(game, 6)
    assert not game.state.objects[bears].tapped and not game.state.objects[giant].tapped
