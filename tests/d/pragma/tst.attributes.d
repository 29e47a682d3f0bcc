/*
 * #pragma D attributes on identifiers and provider parts (case-insensitive names).
 * @@noroot
 * @@args: -e
 */
#pragma D attributes Evolving/Evolving/Common foo
#pragma D attributes stable/private/isa bar
#pragma D attributes Evolving/Evolving/Common provider myapp provider
#pragma D attributes Private/Private/Unknown provider myapp module
#pragma D attributes Private/Private/Unknown provider myapp function
#pragma D attributes Evolving/Evolving/Common provider myapp name
#pragma D attributes Evolving/Evolving/Common provider myapp args

BEGIN
{
}
