"""The 'Phasing' keyword on real cards (702.26a): Teferi's Isle, Taniwha."""

from __future__ import annotations

from support import board, pass_until


def test_teferis_isle_phases_out_and_in_on_its_controllers_untap_steps() -> None:
    """702.26a: 'Phasing' - each of its controller's untap steps it phases out, and the next one in; while
    phased out it's treated as though it doesn't exist (702.26b): it makes no mana."""
    game = board({"battlefield": ["Teferi's Isle"]}, active="P2", step="end")
    isle = game.find("Teferi's Isle")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's untap step
    assert game.state.objects[isle].zone == "phased_out"
    assert isle not in game.zone("battlefield")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's: not its controller's
    assert game.state.objects[isle].zone == "phased_out"
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's next untap step
    assert game.state.objects[isle].zone == "battlefield"


def test_taniwha_phases_out_while_its_lands_phase_back_in() -> None:
    """Taniwha: 'At the beginning of your upkeep, all lands you control phase out.' With phasing (702.26a)
    the lands phase in at the next untap step (702.26c) as Taniwha phases out."""
    game = board({"battlefield": ["Taniwha", "Island", "Forest"]}, active="P2", step="end")
    taniwha, island = game.find("Taniwha"), game.find("Island")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's untap step: Taniwha phases out
    assert game.state.objects[taniwha].zone == "phased_out"
    assert game.state.objects[island].zone == "battlefield"  # its ability didn't trigger: it doesn't exist
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P1's next untap step: Taniwha phases in
    assert game.state.objects[taniwha].zone == "battlefield"
    pass_until(game, "draw")  # the upkeep trigger resolves: the lands phase out
    assert game.state.objects[island].zone == "phased_out"
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # they phase in as Taniwha phases out
    assert game.state.objects[island].zone == "battlefield"
    assert game.state.objects[taniwha].zone == "phased_out"
