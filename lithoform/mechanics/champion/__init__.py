"""Champion (702.72): 'Champion an [object]' is two linked triggered abilities (607.2k): when this permanent
enters, sacrifice it unless you exile another [object] you control; when it leaves, the exiled card returns."""
